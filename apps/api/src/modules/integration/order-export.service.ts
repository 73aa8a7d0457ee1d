import type { orderExportQuery } from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import { orderFeedPage, type FeedCursor, type FeedOrder } from '../orders/index';

/**
 * The order export for ERPs that poll instead of receiving webhooks: orders oldest first from `since`,
 * a page at a time; the cursor (creation time and id) says where the next page starts and stays
 * valid after the last page, so polling with it later returns only newer orders.
 */

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdText}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): FeedCursor {
  const [createdText = '', id = ''] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const valid =
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(createdText) &&
    /^\d{1,10}$/.test(id) &&
    !Number.isNaN(Date.parse(createdText.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
  if (!valid) throw invalid('cursor', '游标不正确，请使用上一页返回的 X-Next-Cursor');
  return { createdText, id: Number(id) };
}

const payMethodName = (m: string | null) =>
  m ? ({ balance: '余额', credit: '账期', online: '在线支付' }[m] ?? m) : '';

const discountTotal = (o: FeedOrder) =>
  (
    [o.manjian_amount, o.coupon_amount, o.red_packet_amount, o.cash_voucher_amount].reduce(
      (sum, yuan) => sum + Math.round(Number(yuan) * 100),
      0,
    ) / 100
  ).toFixed(2);

/** One row per order line, the order's fields repeated, in ORDER_EXPORT_COLUMNS' order. */
function sheetRows(orders: FeedOrder[]): (string | number)[][] {
  return orders.flatMap((o) =>
    o.lines.map((l, index) => [
      o.id,
      o.order_no,
      o.created_at,
      o.status_name,
      payMethodName(o.pay_method),
      o.paid_at ?? '',
      o.buyer.username,
      o.buyer.company,
      o.consignee,
      o.phone,
      o.address,
      o.goods_amount,
      o.shipping_amount,
      discountTotal(o),
      o.payable_amount,
      o.logistics_company,
      o.logistics_no,
      o.remark,
      index + 1,
      l.goods_id,
      l.goods_name,
      l.spec,
      l.dosage_form,
      l.manufacturer,
      l.approval_number,
      l.batch_no,
      l.produced_on,
      l.expires_on,
      l.quantity,
      l.unit,
      l.unit_price,
      l.amount,
      l.is_gift ? '是' : '否',
      l.trace_codes.join(' '),
    ]),
  );
}

export async function orderExport(db: Database, q: z.output<typeof orderExportQuery>) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const page = await orderFeedPage(db, q.since, cursor, q.limit);
  return {
    rows: sheetRows(page.orders),
    orders: page.orders.length,
    next: page.next ? encodeCursor(page.next) : '',
    more: page.more,
  };
}
