import { upload } from '@yaocai/contract';
import type { UploadAnswer } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/**
 * POST /api/upload (purpose=image): a batch's 药检报告 (PDF, JPG or PNG). Staff images are public, so
 * buyers open the report from the goods page and it goes into the orders' 首营资料 packs.
 */
export function uploadReport(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'image');
  form.append('file', file, file.name);
  return call(upload, form);
}

export const useUploadReport = () => useMutation({ mutationFn: uploadReport });
