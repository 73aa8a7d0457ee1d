import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadAnswer, uploadKeyParams, uploadPurpose } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { invalid } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import * as service from './upload.service';

const tags = ['account'];

/** Uploads (documents, receipts, images) through the storage provider; read back by owner and staff only. */
export async function uploadRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/upload',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary:
          '上传文件（multipart：file 与 purpose=qualification|receipt|image；JPG/PNG/PDF，按内容识别，≤5MB）',
        consumes: ['multipart/form-data'],
        response: answers(uploadAnswer),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxBytes: UPLOAD_MAX_BYTES,
        tooLarge: service.fileTooLarge,
      });
      const purpose = uploadPurpose.safeParse(form.fields.purpose);
      if (!purpose.success) throw invalid('purpose', '上传用途必须是 qualification、receipt 或 image');
      if (!form.file) throw invalid('file', '请选择要上传的文件');
      return service.saveUpload(db, storage, {
        bytes: form.file.bytes,
        purpose: purpose.data,
        originalName: form.file.name,
        memberId: request.viewer?.memberId ?? null,
      });
    },
  );

  r.get(
    '/api/upload/:purpose/:name',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '读取上传的文件（仅上传它的会员与运营人员可见，其他人 404）',
        ...nonJsonAnswer('file'),
        params: uploadKeyParams,
      },
    },
    async (request, reply) => {
      const key = `${request.params.purpose}/${request.params.name}`;
      const file = await service.readUpload(db, storage, key, request.viewer?.memberId ?? null);
      return (
        reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          // A PDF or picture opened on its own runs nothing of ours: no scripts, no same-origin access.
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          )
          .send(file.bytes)
      );
    },
  );
}
