import {
  GOODS_RECEIPT_COLUMNS,
  orderIdParams,
  orderTraceAnswer,
  receiptCheckAnswer,
  receiptConfirmAnswer,
  receiptConfirmBody,
  receiptScanBody,
  TRACE_CODE_COLUMNS,
  traceFileQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { downloadHeaders, writeSheet } from '../../lib/spreadsheet';
import { requireViewer } from '../../plugins/session';
import {
  orderTrace,
  receiptCheck,
  receiptConfirm,
  receiptRows,
  traceCodeRows,
} from './trace-receipt.service';

/** The buyer's 药品追溯码: codes per line, the download, 扫码验收 and the GSP 验收记录. */
export async function traceRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/order/:id/trace',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '订单的药品追溯码（逐行）与验收记录',
        params: orderIdParams,
        response: answers(orderTraceAnswer),
      },
    },
    (request) => orderTrace(db, requireViewer(request), request.params.id),
  );

  r.get(
    '/api/order/:id/trace-codes',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '下载订单追溯码（CSV 或 XLSX：商品、规格、批准文号、批号、有效期、追溯码）',
        ...nonJsonAnswer('file'),
        params: orderIdParams,
        querystring: traceFileQuery,
      },
    },
    async (request, reply) => {
      const { orderNo, rows } = await traceCodeRows(db, requireViewer(request), request.params.id);
      const { format } = request.query;
      return reply
        .headers(downloadHeaders(`追溯码-${orderNo}`, format))
        .send(writeSheet(TRACE_CODE_COLUMNS, rows, format, '追溯码'));
    },
  );

  r.post(
    '/api/order/:id/receipt-check',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '扫码验收核对：逐码（已匹配、不在本订单、已验收、重复）与逐行缺少的追溯码，不记录',
        params: orderIdParams,
        body: receiptScanBody,
        response: answers(receiptCheckAnswer),
      },
    },
    (request) => receiptCheck(db, requireViewer(request), request.params.id, request.body.codes),
  );

  r.post(
    '/api/order/:id/receipt-confirm',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '确认验收：记录验收人、时间与已匹配的追溯码（GSP 验收记录）',
        params: orderIdParams,
        body: receiptConfirmBody,
        response: answers(receiptConfirmAnswer),
      },
    },
    (request) => receiptConfirm(db, requireViewer(request), request.params.id, request.body),
  );

  r.get(
    '/api/order/:id/receipts/export',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '导出 GSP 验收记录（CSV 或 XLSX）',
        ...nonJsonAnswer('file'),
        params: orderIdParams,
        querystring: traceFileQuery,
      },
    },
    async (request, reply) => {
      const { orderNo, rows } = await receiptRows(db, requireViewer(request), request.params.id);
      const { format } = request.query;
      return reply
        .headers(downloadHeaders(`验收记录-${orderNo}`, format))
        .send(writeSheet(GOODS_RECEIPT_COLUMNS, rows, format, '验收记录'));
    },
  );
}
