import { z } from 'zod';
import { returnCodeView, returnTraceCodesField } from './trace';
import { AFTER_SALE_STATUSES } from '@yaocai/domain';
import { yuan } from '../envelope';
import { asList } from '../form-list';
import { form, idField, imageField, pageField, quantityField } from '../form-fields';
import { pageOf } from '../operator/fields';
import { parcelView } from './logistics';

/** 售后 of the member (spec §7 "After-sales"): applying, the list and the detail with its refunds. */

/** POST /api/after_sale */
export const afterSaleCreatedAnswer = z.object({
  id: z.number().int(),
  after_sale_no: z.string(),
  status: z.string(),
});
export type AfterSaleCreatedAnswer = z.infer<typeof afterSaleCreatedAnswer>;

export const afterSaleLine = z.object({
  id: z.number().int(),
  order_line_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  price: yuan,
  quantity: z.number().int(),
  refund_amount: yuan,
  /** 药品追溯码 sent back on this line (退货/换货), and whether the warehouse received each back. */
  trace_codes: z.array(returnCodeView),
});
export type AfterSaleLine = z.infer<typeof afterSaleLine>;

export const afterSaleReplacement = z.object({
  goods_name: z.string(),
  spec: z.string(),
  after_sale_line_id: z.number().int(),
  goods_id: z.number().int(),
  batch_no: z.string(),
  expires_on: z.string(),
  quantity: z.number().int(),
});
export type AfterSaleReplacement = z.infer<typeof afterSaleReplacement>;

export const afterSaleSummary = z.object({
  id: z.number().int(),
  after_sale_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** return_refund, refund_only or exchange. */
  kind: z.string(),
  kind_name: z.string(),
  /** applied, approved, returned, reshipped (换货已发出), completed (换货已签收), refunded or rejected. */
  status: z.string(),
  status_name: z.string(),
  reason: z.string(),
  refund_amount: yuan,
  estimated_refund: yuan,
  created_at: z.string(),
  lines: z.array(afterSaleLine),
});
export type AfterSaleSummary = z.infer<typeof afterSaleSummary>;

/** GET /api/after_sale/list */
export const afterSaleListAnswer = pageOf(afterSaleSummary);
export type AfterSaleListAnswer = z.infer<typeof afterSaleListAnswer>;

/** GET /api/after_sale/{id} */
export const afterSaleDetailAnswer = afterSaleSummary.extend({
  photos: z.array(z.string()),
  refuse_reason: z.string(),
  updated_at: z.string(),
  next_statuses: z.array(z.enum(AFTER_SALE_STATUSES)).readonly(),
  /** Where the refund went: balance, credit, red packet, vouchers, coupon, online. */
  refunds: z.array(z.object({ destination: z.string(), destination_name: z.string(), amount: yuan })),
  /** The buyer's return parcel and our 换货 replacement parcel, each with the carrier's steps (newest first). */
  parcels: z.array(parcelView),
  /** The units a 换货 sent out, per batch (first expiry first). */
  replacements: z.array(afterSaleReplacement),
  /** Whether the buyer may enter the return parcel now (退货退款/换货 approved, none entered yet). */
  can_enter_return_parcel: z.boolean(),
});
export type AfterSaleDetailAnswer = z.infer<typeof afterSaleDetailAnswer>;

/** POST /api/operator/after_sale/{id}/refund */
export const afterSaleRefundAnswer = z.object({
  id: z.number().int(),
  status: z.string(),
  refund_amount: yuan,
  shipping_refund: yuan,
  order_status: z.string(),
});
export type AfterSaleRefundAnswer = z.infer<typeof afterSaleRefundAnswer>;

// Requests. Form bodies arrive as strings, so numbers are coerced (form-fields.ts).

/** refund_return is accepted as another spelling of return_refund (退货退款). */
const kindField = z.preprocess(
  (v) => (v === 'refund_return' ? 'return_refund' : v),
  z.enum(['return_refund', 'refund_only', 'exchange'], { error: '请选择售后类型' }),
);

/** POST /api/after_sale */
export const afterSaleApplyBody = form({
  order_id: idField('订单编号'),
  kind: kindField,
  reason: z
    .string({ error: '请填写售后原因' })
    .trim()
    .min(2, '请填写售后原因')
    .max(500, '售后原因不能超过500个字'),
  lines: z.preprocess(
    asList,
    z
      .array(
        form({
          order_line_id: idField('订单商品'),
          quantity: quantityField,
          /** 退货/换货 of goods shipped with codes: the line's codes sent back, as many units as quantity. */
          trace_codes: returnTraceCodesField,
        }),
        {
          error: '请选择售后商品',
        },
      )
      .min(1, '请选择售后商品')
      .max(200, '一次最多申请200个商品'),
  ),
  photos: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(imageField('凭证图片'), { error: '凭证图片格式不正确' }).max(6, '凭证图片最多6张'),
  ),
});
export type AfterSaleApplyInput = z.input<typeof afterSaleApplyBody>;

/** GET /api/after_sale/list */
export const afterSaleListQuery = z.object({
  page: pageField,
  status: z.enum(AFTER_SALE_STATUSES, { error: '售后状态不正确' }).optional(),
});

/** GET /api/after_sale/{id} */
export const afterSaleIdParams = z.object({ id: idField('售后编号') });

const carrierField = z
  .string({ error: '请选择物流公司' })
  .trim()
  .min(1, '请选择物流公司')
  .max(32, '物流公司不能超过32个字');
const trackingField = z
  .string({ error: '请填写运单号' })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,64}$/, '运单号格式不正确');

/** POST /api/after_sale/{id}/return_parcel: the parcel the buyer sends back. */
export const returnParcelBody = form({ carrier: carrierField, number: trackingField });
export type ReturnParcelInput = z.input<typeof returnParcelBody>;
export const returnParcelAnswer = z.object({ id: z.number().int(), parcel_id: z.number().int() });
export type ReturnParcelAnswer = z.infer<typeof returnParcelAnswer>;
