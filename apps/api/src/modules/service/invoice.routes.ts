import {
  invoiceIdParams,
  invoiceListAnswer,
  invoiceListQuery,
  invoicePdfQuery,
  invoiceReissueAnswer,
  invoiceReissueBody,
} from '@yaocai/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { invoiceList, invoicePdf } from './invoice.service';
import { voidAndReissue } from './invoice-reissue.service';
import { audited } from '../../shared/audit';

function sendPdf(reply: FastifyReply, pdf: { invoiceNo: string; bytes: Buffer }, download: boolean) {
  const disposition = download ? 'attachment' : 'inline';
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${pdf.invoiceNo}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf.bytes);
}

/** 电子发票 (/dzfp): the member's invoices and their PDFs; staff read any invoice's PDF. */
export async function invoiceRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/invoice/list',
    {
      schema: {
        'x-access': 'member',
        tags: ['service'],
        summary: '我的电子发票（order_no 按订单号查询）',
        querystring: invoiceListQuery,
        response: answers(invoiceListAnswer),
      },
    },
    (request) => invoiceList(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/invoice/:id/pdf',
    {
      schema: {
        'x-access': 'member',
        tags: ['service'],
        summary: '电子发票PDF（仅本会员的发票，其他人 404；download=1 下载）',
        ...nonJsonAnswer('file'),
        params: invoiceIdParams,
        querystring: invoicePdfQuery,
      },
    },
    async (request, reply) => {
      const pdf = await invoicePdf(db, request.params.id, requireViewer(request).memberId);
      return sendPdf(reply, pdf, request.query.download === '1');
    },
  );
  r.get(
    '/api/operator/invoices/:id/pdf',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags: ['operator'],
        summary: '电子发票PDF（运营）',
        ...nonJsonAnswer('file'),
        params: invoiceIdParams,
        querystring: invoicePdfQuery,
      },
    },
    async (request, reply) => {
      const pdf = await invoicePdf(db, request.params.id);
      return sendPdf(reply, pdf, request.query.download === '1');
    },
  );
  r.post(
    '/api/operator/invoices/:id/reissue',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'invoice.reissue',
        tags: ['operator'],
        summary: '发票冲红并重开（更正抬头、退款后重开）',
        params: invoiceIdParams,
        body: invoiceReissueBody,
        response: answers(invoiceReissueAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'invoice.reissue',
          entity: 'invoice',
          entityId: request.params.id,
          summary: `发票冲红并重开：${request.body.reason}`,
        },
        (tx) =>
          voidAndReissue(tx, request.params.id, {
            title: request.body.title,
            taxNumber: request.body.tax_number,
            reason: request.body.reason,
          }),
      ),
  );
}
