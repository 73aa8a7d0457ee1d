import { ORDER_STATUSES } from '@yaocai/domain';
import { z } from 'zod';
import { shipTraceCodesField, shipTraceLine } from '../orders/trace';
import { yuan } from '../envelope';
import { memberInvoice } from '../service/invoices';
import { parcelView } from '../orders/logistics';
import { keywordField, optionalDay, pageOf, pageQueryField, reasonField } from './fields';

/** GET /api/operator/orders */
export const operatorOrdersQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
  ),
  /** Order number, member username or company name. */
  keyword: keywordField,
  /** Orders with a line from this batch (GSP traceability). */
  batch_no: keywordField,
  /** 含麻 receipts: `pending` lists the orders whose receipt waits for a check. */
  receipt_status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['none', 'pending', 'checked', 'rejected'], { error: '回执状态不正确' }).optional(),
  ),
  date_from: optionalDay('开始日期'),
  date_to: optionalDay('结束日期'),
  page: pageQueryField,
});
export type OperatorOrdersQuery = z.input<typeof operatorOrdersQuery>;

export const operatorOrderSummary = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  status_name: z.string(),
  username: z.string(),
  company: z.string(),
  consignee: z.string(),
  payable_amount: yuan,
  goods_count: z.number().int(),
  has_special: z.number().int(),
  receipt_status: z.string(),
  logistics_company: z.string(),
  logistics_no: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummary>;

export const operatorOrdersAnswer = pageOf(operatorOrderSummary);
export type OperatorOrdersAnswer = z.infer<typeof operatorOrdersAnswer>;

/** GET /api/operator/orders/{id} */
export const operatorOrderDetailAnswer = operatorOrderSummary.extend({
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  pay_method: z.string().nullable(),
  /** The online payment's channel (alipay, wechat, sandbox); null unless paid online. */
  pay_provider: z.string().nullable(),
  goods_amount: yuan,
  discount_amount: yuan,
  shipping_amount: yuan,
  cancel_reason: z.string(),
  /** The 含麻 receipt the buyer uploaded (an image URL or data URL; '' when none). */
  receipt_image: z.string(),
  receipt_note: z.string(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      goods_id: z.number().int(),
      goods_name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      batch_no: z.string(),
      expires_on: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      unit_price: yuan,
      amount: yuan,
      is_gift: z.number().int(),
    }),
  ),
  events: z.array(z.object({ text: z.string(), created_at: z.string() })),
  /** 药品追溯码: per line what the scanner checks and the codes shipped. */
  trace_lines: z.array(shipTraceLine),
  /** The order's parcels with the carrier's steps (newest first) and the subscription state. */
  parcels: z.array(parcelView),
  /**
   * The order's e-invoices (blue, then red ones for refunds and 冲红, negative and linked to their
   * original), each with its title and tax number as issued and the staff PDF link.
   */
  invoices: z.array(memberInvoice),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetailAnswer>;

/** POST /api/operator/order/{id}/ship */
export const shipBody = z.object(
  {
    logistics_company: z
      .string({ error: '请填写物流公司' })
      .trim()
      .min(1, '请填写物流公司')
      .max(32, '物流公司不能超过32个字'),
    logistics_no: z
      .string({ error: '请填写运单号' })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/, '运单号格式不正确'),
    /** 药品追溯码 per order line; lines of goods without codes ship as 无码. */
    trace_codes: shipTraceCodesField,
  },
  { error: '请求参数不正确' },
);
export type ShipInput = z.input<typeof shipBody>;

/** POST /api/operator/orders/{id}/cancel: an unpaid or unshipped order, with the reason the buyer reads. */
export const operatorCancelBody = z.object({ reason: reasonField('取消原因') }, { error: '请求参数不正确' });
export type OperatorCancelInput = z.input<typeof operatorCancelBody>;

/** GET /api/operator/sales_records: the GSP sales record, one row per order line of a paid order. */
export const salesRecordsQuery = z.object({
  batch_no: keywordField,
  /** Goods name, 批准文号, order number or buyer. */
  keyword: keywordField,
  date_from: optionalDay('开始日期'),
  date_to: optionalDay('结束日期'),
  page: pageQueryField,
});
export type SalesRecordsQuery = z.input<typeof salesRecordsQuery>;

export const salesRecord = z.object({
  id: z.number().int(),
  paid_at: z.string(),
  order_no: z.string(),
  company: z.string(),
  username: z.string(),
  goods_name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unit_price: yuan,
  amount: yuan,
});
export type SalesRecord = z.infer<typeof salesRecord>;

export const salesRecordsAnswer = pageOf(salesRecord);
export type SalesRecordsAnswer = z.infer<typeof salesRecordsAnswer>;

/** The columns of the exported GSP sales record. */
export const SALES_RECORD_COLUMNS = [
  '销售日期',
  '订单号',
  '购货单位',
  '通用名',
  '规格',
  '剂型',
  '生产厂家',
  '批准文号',
  '批号',
  '生产日期',
  '有效期至',
  '数量',
  '单位',
  '单价',
  '金额',
] as const;

/** POST /api/operator/receipt/{order id}/check: pass, or refuse with the note the buyer reads. */
export const receiptCheckBody = z
  .object(
    {
      pass: z.coerce
        .number({ error: '审核结果不正确' })
        .refine((v) => v === 0 || v === 1, '审核结果不正确')
        .default(1),
      note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
    },
    { error: '请求参数不正确' },
  )
  .refine((v) => v.pass === 1 || v.note !== '', { message: '请填写驳回原因', path: ['note'] })
  .default({ pass: 1, note: '' });
export type ReceiptCheckInput = z.input<typeof receiptCheckBody>;
