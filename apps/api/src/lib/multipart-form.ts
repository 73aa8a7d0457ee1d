import type { FastifyRequest } from 'fastify';
import { invalid } from './http-errors';

export interface MultipartForm {
  file: { bytes: Buffer; name: string } | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart body: the part named `file` (the first; at most `maxBytes`) and the text fields.
 * A body that is not multipart, too large or broken is a 422 on `file` with `tooLarge` or a plain message.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: () => Error },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalid('file', '请以 multipart/form-data 方式上传文件');
  let file: MultipartForm['file'] = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 4 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), name: part.filename ?? '' };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code?.startsWith('FST_')) throw invalid('file', '上传的内容无法读取，请重新选择文件');
    throw error;
  }
  return { file, fields };
}
