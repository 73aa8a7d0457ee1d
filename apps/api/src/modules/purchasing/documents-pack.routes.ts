import { orderDocumentsParams } from '@yaocai/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { documentsPack, type DocumentsPack } from './documents-pack.service';
import { zipStream } from './zip-stream';
import { nonJsonAnswer } from '../../lib/answers';

/** A Chinese file name every browser keeps: an ASCII fallback plus the RFC 5987 UTF-8 name. */
export const attachment = (asciiName: string, name: string) =>
  `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;

function sendPack(reply: FastifyReply, pack: DocumentsPack) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(pack.asciiName, pack.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(zipStream(pack.entries, pack.shippedAt));
}

/** 下载首营资料: the ZIP of a shipped order for its member, and the same pack for staff. */
export async function documentsPackRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/order/:id/documents',
    {
      schema: {
        'x-access': 'member',
        tags: ['orders'],
        summary:
          '下载首营资料（ZIP：企业资质、各批次药检报告与资料清单；仅本人已发货订单，其他人 404，未发货 422）',
        ...nonJsonAnswer('file'),
        params: orderDocumentsParams,
      },
    },
    async (request, reply) =>
      sendPack(reply, await documentsPack(db, storage, request.params.id, requireViewer(request).memberId)),
  );
  r.get(
    '/api/operator/orders/:id/documents',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags: ['operator'],
        summary: '下载订单的首营资料（ZIP，已发货订单）',
        ...nonJsonAnswer('file'),
        params: orderDocumentsParams,
      },
    },
    async (request, reply) => sendPack(reply, await documentsPack(db, storage, request.params.id)),
  );
}
