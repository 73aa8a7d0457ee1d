import type { UploadAnswer } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/upload (multipart `file` + `purpose=image`): the picture a reply shows, by its url. */
export function uploadPicture(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'image');
  form.append('file', file, file.name);
  return http.post<UploadAnswer>('/api/upload', form);
}

export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture });
