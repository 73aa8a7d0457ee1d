import { z } from 'zod';

/** What an upload is for; documents are qualification licences, receipts are offline-payment slips. */
export const uploadPurpose = z.enum(['qualification', 'receipt', 'image'], {
  error: '上传用途必须是 qualification、receipt 或 image',
});
export type UploadPurpose = z.infer<typeof uploadPurpose>;

/** Largest file POST /api/upload takes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** POST /api/upload (multipart: `file`, `purpose`): the stored file. */
export const uploadAnswer = z.object({
  /** Pass this to the call that uses the file (a document's `image`, a receipt…). */
  key: z.string(),
  /** GET /api/upload/{key}: served to the uploading member and to staff only. */
  url: z.string(),
  content_type: z.enum(UPLOAD_TYPES),
  size: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

/** An upload key as the API hands it out: `<purpose>/<32 hex>`. */
export const uploadKeyField = (what: string) =>
  z
    .string({ error: `请上传${what}图片` })
    .trim()
    .min(1, `请上传${what}图片`)
    .regex(/^[a-z]{1,16}\/[a-f0-9]{32}$/, `${what}图片无效，请重新上传`);

/** GET /api/upload/{purpose}/{name}: any other shape is simply not found (404), never a 422. */
export const uploadKeyParams = z.object({ purpose: z.string(), name: z.string() });
