import { ORDER_EXPORT_COLUMNS, orderExportQuery } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { downloadHeaders, writeSheet } from '../../lib/spreadsheet';
import { orderExport } from './order-export.service';
import { nonJsonAnswer } from '../../lib/answers';

/** GET /api/operator/orders/export: orders for ERPs that poll (CSV or XLSX, cursor in the headers). */
export async function orderExportRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/operator/orders/export',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags: ['operator'],
        summary:
          '订单导出（ERP 轮询）：since 起的订单按下单时间正序，每行一个商品明细；下一页游标在响应头 X-Next-Cursor，X-Has-More 为 1 时还有更多',
        ...nonJsonAnswer('file'),
        querystring: orderExportQuery,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const page = await orderExport(db, request.query);
      return reply
        .headers({
          ...downloadHeaders('订单导出', format),
          'x-next-cursor': page.next,
          'x-has-more': page.more ? '1' : '0',
          'x-order-count': String(page.orders),
        })
        .send(writeSheet(ORDER_EXPORT_COLUMNS, page.rows, format, '订单'));
    },
  );
}
