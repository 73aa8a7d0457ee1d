import { operatorSupplierDocuments, operatorSupplierDocumentsUpdate, upload } from '@yaocai/contract';
import type { SupplierDocumentBody, SupplierDocumentKind, UploadAnswer } from '@yaocai/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { readOptions } from '../../../lib/read-options';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const supplierDocumentsKey = ['supplier-documents'] as const;

/** GET /api/operator/supplier_documents: the five kinds of 首营资料 with what is on file. */
export const supplierDocumentsQueryOptions = () =>
  readOptions(supplierDocumentsKey, operatorSupplierDocuments);

export const useSupplierDocuments = () => useQuery(supplierDocumentsQueryOptions());

/** POST /api/upload (purpose=qualification): a licence scan, readable by staff only. */
export function uploadDocumentFile(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'qualification');
  form.append('file', file, file.name);
  return call(upload, form);
}

export const useUploadDocumentFile = () => useMutation({ mutationFn: uploadDocumentFile });

/** POST /api/operator/supplier_documents/{kind}: upload or replace one kind. */
export function saveSupplierDocument(kind: SupplierDocumentKind, input: SupplierDocumentBody) {
  return call(operatorSupplierDocumentsUpdate, { kind, ...input });
}

export function useSaveSupplierDocument() {
  return useRefreshingMutation(
    ({ kind, input }: { kind: SupplierDocumentKind; input: SupplierDocumentBody }) =>
      saveSupplierDocument(kind, input),
    supplierDocumentsKey,
  );
}
