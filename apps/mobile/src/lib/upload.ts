import { upload, type UploadAnswer, type UploadPurpose } from '@yaocai/contract';
import { call } from './http';

/** A data URL as a file (the scaled camera picture), without a network round trip. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'image/jpeg';
  const bytes = head.includes(';base64')
    ? Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(body));
  return new File([bytes], name, { type });
}

/** POST /api/upload (the PC registration's call): the scaled picture, answered with its key. */
export function uploadPhoto(
  dataUrl: string,
  purpose: UploadPurpose,
  name = 'photo.jpg',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', dataUrlToFile(dataUrl, name));
  return call(upload, form, { cancelDuplicate: false });
}
