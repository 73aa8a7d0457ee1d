import { z } from 'zod';
import { ORDER_STATUSES } from '@yaocai/domain';
import { yuan } from '../envelope';
import { form, idField, imageField, pageField } from '../form-fields';
import { pageOf } from '../operator/fields';
import { parcelView } from './logistics';

/**
 * 我的订单 (spec §7 "Orders"): the member's orders with their GSP sales lines, the detail page,
 * logistics, the member's own steps on an order and 上传回执 of 含特殊药品 orders. Money is yuan text.
 */

/** A GSP sales record line: batch, expiry and the money allocated to it. */
export const orderLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  unit: z.string(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  quantity: z.number().int(),
  price: yuan,
  amount: yuan,
  manjian_share: yuan,
  coupon_share: yuan,
  red_packet_share: yuan,
  cash_voucher_share: yuan,
  paid_amount: yuan,
  is_gift: z.number().int(),
  line_type: z.number().int(),
  goods_image: z.string(),
  /** Units still open to an after-sales request. */
  refundable_quantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderAmounts = z.object({
  goods_amount: yuan,
  manjian_amount: yuan,
  coupon_amount: yuan,
  shipping_amount: yuan,
  red_packet_amount: yuan,
  cash_voucher_amount: yuan,
  payable_amount: yuan,
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

/** An order as the list shows it; `actions` are what the member may do now (pay, cancel, …). */
export const orderSummary = orderAmounts.extend({
  id: z.number().int(),
  order_no: z.string(),
  /** unpaid, to_ship, shipped, completed, cancelled or pending_approval. */
  status: z.string(),
  status_name: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  pay_method: z.string().nullable(),
  pay_method_name: z.string().nullable(),
  goods_count: z.number().int(),
  total_number: z.number().int(),
  has_special: z.number().int(),
  receipt_status: z.string(),
  receipt_status_name: z.string(),
  expires_at: z.string().nullable(),
  seconds_left: z.number().int(),
  /** 连锁采购审批: none, pending, approved, rejected or withdrawn, its label, and a pending order's deadline. */
  approval_status: z.string(),
  approval_status_name: z.string(),
  approval_expires_at: z.string().nullable(),
  lines: z.array(orderLine),
  actions: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/order/list: a page of orders and the count of each status (and `all`). */
export const orderListAnswer = pageOf(orderSummary).extend({
  counts: z.object({ all: z.number().int() }).catchall(z.number().int()),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** An order of 回执管理 (含特殊药品 orders and their receipt). */
export const receiptOrder = orderSummary.extend({ receipt_image: z.string(), receipt_note: z.string() });
export type ReceiptOrder = z.infer<typeof receiptOrder>;

/** GET /api/order/receipts */
export const receiptListAnswer = pageOf(receiptOrder);
export type ReceiptListAnswer = z.infer<typeof receiptListAnswer>;

export const timelineItem = z.object({ time: z.string(), kind: z.string(), text: z.string() });
export type TimelineItem = z.infer<typeof timelineItem>;

/** An after-sales request of the order, as its detail page lists them. */
export const orderAfterSale = z.object({
  id: z.number().int(),
  after_sale_no: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  status: z.string(),
  status_name: z.string(),
});

/** GET /api/order/{id} */
export const orderDetailAnswer = orderSummary.extend({
  amounts: orderAmounts,
  address: z.object({ consignee: z.string(), phone: z.string(), address: z.string() }),
  invoice: z.object({ type: z.number().int(), title: z.string(), tax_number: z.string() }),
  remark: z.string(),
  cancel_reason: z.string(),
  logistics: z.object({ company: z.string(), no: z.string(), shipped_at: z.string().nullable() }),
  /** The order's own events (created, paid, shipped, signed, completed, …), newest first. */
  timeline: z.array(timelineItem),
  /** The order's parcels with the carrier's steps, newest first. */
  parcels: z.array(parcelView),
  receipt: z.object({ status: z.string(), image: z.string(), note: z.string() }),
  after_sales: z.array(orderAfterSale),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

/** GET /api/order/{id}/logistics */
export const orderLogisticsAnswer = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  logistics_company: z.string(),
  logistics_no: z.string(),
  shipped_at: z.string().nullable(),
  timeline: z.array(timelineItem),
  parcels: z.array(parcelView),
});
export type OrderLogisticsAnswer = z.infer<typeof orderLogisticsAnswer>;

/** A step on an order (cancel, confirm receipt, ship): its new status. */
export const orderStepAnswer = z.object({ id: z.number().int(), status: z.string() });
export type OrderStepAnswer = z.infer<typeof orderStepAnswer>;

/** POST /api/order/{id}/receipt and the console's receipt check: the receipt's new status. */
export const receiptStepAnswer = z.object({ id: z.number().int(), receipt_status: z.string() });
export type ReceiptStepAnswer = z.infer<typeof receiptStepAnswer>;

// Requests. Form bodies arrive as strings, so numbers are coerced (form-fields.ts).

/** Status tabs by name or number: 0 all, 1 unpaid, 2 to_ship, 3 shipped, 4 completed, 5 cancelled. */
export const orderStatusField = z
  .string({ error: '订单状态不正确' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'all' || v === '0') return undefined;
    const byNumber = /^\d$/.test(v) ? ORDER_STATUSES[Number(v) - 1] : undefined;
    const status = byNumber ?? (ORDER_STATUSES as readonly string[]).find((s) => s === v);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: '订单状态不正确' });
      return z.NEVER;
    }
    return status;
  });

/** GET /api/order/list */
export const orderListQuery = z.object({
  status: orderStatusField,
  keyword: z.string({ error: '搜索关键词不正确' }).trim().max(50, '搜索关键词不能超过50个字').optional(),
  page: pageField,
});
export type OrderListInput = z.input<typeof orderListQuery>;

/** GET /api/order/receipts */
export const receiptListQuery = z.object({ page: pageField });

/** /api/order/{id}/… */
export const orderIdParams = z.object({ id: idField('订单编号') });

/** POST /api/order/{id}/receipt: the signed receipt's picture. */
export const receiptUploadBody = form({ image: imageField('回执图片') });
export type ReceiptUploadInput = z.input<typeof receiptUploadBody>;
