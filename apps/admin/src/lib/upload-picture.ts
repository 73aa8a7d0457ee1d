import { upload } from '@yaocai/contract';
import type { UploadAnswer } from '@yaocai/contract';
import { UPLOAD_MAX_BYTES } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from './http';

const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/**
 * POST /api/upload (multipart `file` + `purpose=image`): a picture staff put on the storefront or in a
 * chat reply, used by its url (staff pictures are shown to every visitor).
 */
export function uploadPicture(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'image');
  form.append('file', file, file.name);
  return call(upload, form);
}

export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture });

/** Why a chosen file is not sent (not JPG/PNG, over the upload limit), or null; `retry` ends the advice. */
export function pictureFileRefusal(file: { type: string; size: number }, retry = '重新上传'): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return '请上传 JPG 或 PNG 格式的图片';
  if (file.size > UPLOAD_MAX_BYTES)
    return `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后${retry}`;
  return null;
}
