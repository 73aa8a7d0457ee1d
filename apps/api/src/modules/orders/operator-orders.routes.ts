import {
  operatorCancelBody,
  operatorIdParams,
  operatorOrderDetailAnswer,
  operatorOrdersAnswer,
  operatorOrdersQuery,
  orderStepAnswer,
  receiptCheckBody,
  receiptStepAnswer,
  SALES_RECORD_COLUMNS,
  salesRecordsAnswer,
  salesRecordsQuery,
  shipBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { conflict } from '../../lib/http-errors';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { downloadHeaders, writeSheet } from '../../lib/spreadsheet';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { cancelUnpaid } from './order-cancel.service';
import { checkReceipt, shipOrder } from './order-actions.service';
import { followDueParcels } from './parcels.service';
import * as console_ from './operator-orders.service';
import { salesRecordRows, salesRecords } from './sales-record.service';

/** The console's orders, 含麻 receipts and GSP sales records; every write logged in the audit log. */
export async function operatorOrdersRoutes(app: FastifyInstance, { db, logistics: carrier }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const order = (id: number) => ({
    entity: 'order',
    entityId: id,
    snapshot: (tx: typeof db) => console_.orderSnapshot(tx, id),
  });

  r.get(
    '/api/operator/orders',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: '订单列表（状态、会员或公司、批号、下单日期）',
        querystring: operatorOrdersQuery,
        response: answers(operatorOrdersAnswer),
      },
    },
    (request) => console_.operatorOrderList(db, request.query),
  );
  r.get(
    '/api/operator/orders/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: '订单详情（商品批号、效期、订单记录）',
        params: operatorIdParams,
        response: answers(operatorOrderDetailAnswer),
      },
    },
    (request) => console_.operatorOrderDetail(db, request.params.id),
  );
  r.get(
    '/api/operator/sales_records',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: 'GSP 销售记录（按批号、商品、订单、购货单位、日期）',
        querystring: salesRecordsQuery,
        response: answers(salesRecordsAnswer),
      },
    },
    (request) => salesRecords(db, request.query),
  );
  r.get(
    '/api/operator/sales_records/export',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: '导出 GSP 销售记录（CSV 或 XLSX）',
        ...nonJsonAnswer('file'),
        querystring: salesRecordsQuery.omit({ page: true }).extend({
          format: z.enum(['csv', 'xlsx'], { error: '导出格式应为 csv 或 xlsx' }).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await salesRecordRows(db, filter);
      return reply
        .headers(downloadHeaders('GSP销售记录', format))
        .send(writeSheet(SALES_RECORD_COLUMNS, rows, format, '销售记录'));
    },
  );
  r.post(
    '/api/operator/order/:id/ship',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags,
        summary: '发货（物流公司、运单号、逐行药品追溯码；无码商品不需扫码）',
        response: answers(orderStepAnswer),
        params: operatorIdParams,
        body: shipBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      const logistics = { company: request.body.logistics_company, no: request.body.logistics_no };
      const viewer = requireViewer(request);
      const codes = request.body.trace_codes;
      const shipped = await audited(
        db,
        viewer,
        { action: 'order.ship', ...order(id), summary: `发货：${logistics.company} ${logistics.no}` },
        (tx) => shipOrder(tx, id, logistics, new Date(), { codes, by: viewer.memberId }),
      );
      // After the commit and off the answer's path: an outage of the carrier service never blocks
      // shipping; jobs/parcel-subscriptions retries what this attempt could not subscribe.
      void followDueParcels(db, carrier).catch((err) =>
        request.log.warn({ err }, 'parcel subscription failed'),
      );
      return shipped;
    },
  );
  r.post(
    '/api/operator/orders/:id/cancel',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.cancel',
        tags,
        summary: '取消待支付订单（原因告知会员）',
        response: answers(orderStepAnswer),
        params: operatorIdParams,
        body: operatorCancelBody,
      },
    },
    (request) => {
      const { id } = request.params;
      const reason = request.body.reason;
      return audited(
        db,
        requireViewer(request),
        { action: 'order.cancel', ...order(id), summary: `取消订单：${reason}` },
        async (tx) => {
          await console_.cancelCheck(tx, id);
          const cancelled = await cancelUnpaid(tx, id, reason);
          if (!cancelled) throw conflict('订单状态已变化，请刷新后重试');
          return { id, status: 'cancelled' };
        },
      );
    },
  );
  r.post(
    '/api/operator/receipt/:id/check',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'receipt.check',
        tags,
        summary: '审核回执（id 为订单编号）',
        response: answers(receiptStepAnswer),
        params: operatorIdParams,
        body: receiptCheckBody,
      },
    },
    (request) => {
      const { id } = request.params;
      const { pass, note } = request.body;
      return audited(
        db,
        requireViewer(request),
        { action: 'receipt.check', ...order(id), summary: pass === 1 ? '回执审核通过' : `回执驳回：${note}` },
        (tx) => checkReceipt(tx, id, pass === 1, note),
      );
    },
  );
}
