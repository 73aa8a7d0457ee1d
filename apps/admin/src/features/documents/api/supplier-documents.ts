import type {
  SupplierDocument,
  SupplierDocumentBody,
  SupplierDocumentKind,
  UploadAnswer,
} from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const supplierDocumentsKey = ['supplier-documents'] as const;

/** GET /api/operator/supplier_documents: the five kinds of 首营资料 with what is on file. */
export const supplierDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: supplierDocumentsKey,
    queryFn: ({ signal }) =>
      http.get<SupplierDocument[]>('/api/operator/supplier_documents', undefined, { signal }),
    staleTime: 0,
  });

export const useSupplierDocuments = () => useQuery(supplierDocumentsQueryOptions());

/** POST /api/upload (purpose=qualification): a licence scan, readable by staff only. */
export function uploadDocumentFile(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'qualification');
  form.append('file', file, file.name);
  return http.post<UploadAnswer>('/api/upload', form);
}

export const useUploadDocumentFile = () => useMutation({ mutationFn: uploadDocumentFile });

/** POST /api/operator/supplier_documents/{kind}: upload or replace one kind. */
export function saveSupplierDocument(kind: SupplierDocumentKind, input: SupplierDocumentBody) {
  return http.post<{ id: number }>(`/api/operator/supplier_documents/${kind}`, input);
}

export function useSaveSupplierDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, input }: { kind: SupplierDocumentKind; input: SupplierDocumentBody }) =>
      saveSupplierDocument(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierDocumentsKey }),
  });
}
