import { AFTER_SALE_STATUSES } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { parcelView } from '../orders/logistics';
import { afterSaleReplacement } from '../orders/after-sales';
import { returnCodeView } from '../orders/trace';
import { keywordField, pageOf, pageQueryField, reasonField } from './fields';

/** GET /api/operator/after_sales */
export const operatorAfterSalesQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(AFTER_SALE_STATUSES, { error: '售后状态不正确' }).optional(),
  ),
  /** After-sale number, order number, member username or company name. */
  keyword: keywordField,
  page: pageQueryField,
});
export type OperatorAfterSalesQuery = z.input<typeof operatorAfterSalesQuery>;

export const operatorAfterSale = z.object({
  id: z.number().int(),
  after_sale_no: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  username: z.string(),
  company: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  status: z.string(),
  status_name: z.string(),
  reason: z.string(),
  refuse_reason: z.string(),
  photos: z.array(z.string()),
  /** What has been refunded (0.00 until the refund is made). */
  refund_amount: yuan,
  /** What a refund would give back now: the paid part of the lines' units plus their red-packet and voucher parts (0.00 for an exchange). */
  estimated_refund: yuan,
  lines: z.array(
    z.object({
      order_line_id: z.number().int(),
      goods_name: z.string(),
      spec: z.string(),
      batch_no: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      /** 药品追溯码 the buyer sends back on the line, and whether the warehouse received each. */
      trace_codes: z.array(returnCodeView),
    }),
  ),
  created_at: z.string(),
  /** The return parcel and the 换货 replacement parcel, with the carrier's steps. */
  parcels: z.array(parcelView),
  replacements: z.array(afterSaleReplacement),
});
export type OperatorAfterSale = z.infer<typeof operatorAfterSale>;

export const operatorAfterSalesAnswer = pageOf(operatorAfterSale);
export type OperatorAfterSalesAnswer = z.infer<typeof operatorAfterSalesAnswer>;

/** POST /api/operator/after_sale/{id}/refuse */
export const afterSaleRefuseBody = z.object({ reason: reasonField('拒绝原因') }, { error: '请求参数不正确' });
export type AfterSaleRefuseInput = z.input<typeof afterSaleRefuseBody>;

/** Answer of approve, refuse and received: where the after-sale stands now. */
export const afterSaleStepAnswer = z.object({ id: z.number().int(), status: z.string() });
export type AfterSaleStepAnswer = z.infer<typeof afterSaleStepAnswer>;
