import { upload } from '@yaocai/contract';
import type { UploadAnswer, UploadPurpose } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** POST /api/upload: one file (JPG/PNG/PDF, ≤5MB) for a document, receipt or image. */
export function uploadFile({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return call(upload, form, { cancelDuplicate: false });
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
