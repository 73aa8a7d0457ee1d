import { z } from 'zod';

/** A recall as one buyer sees it: the units (and, once joined, the 追溯码) they received per order. */
export const recallNotice = z.object({
  /** The buyer's notice (acknowledge with this id). */
  id: z.number().int(),
  recall_id: z.number().int(),
  recall_no: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  reason: z.string(),
  instructions: z.string(),
  status: z.string(),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  destroyed_units: z.number().int(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      /** The one-click return is still open (units left to return, none asked yet). */
      returnable: z.boolean(),
      after_sale_id: z.number().int().nullable(),
      lines: z.array(
        z.object({
          order_line_id: z.number().int(),
          goods_name: z.string(),
          spec: z.string(),
          manufacturer: z.string(),
          batch_no: z.string(),
          expires_on: z.string(),
          quantity: z.number().int(),
          unit: z.string(),
          codes: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type RecallNotice = z.infer<typeof recallNotice>;

/** GET /api/recall-notices and GET /api/order/{id}/recall */
export const recallNoticesAnswer = z.object({ list: z.array(recallNotice) });
export type RecallNoticesAnswer = z.infer<typeof recallNoticesAnswer>;

/** POST /api/recall-notices/{id}/acknowledge */
export const recallAcknowledgeBody = z.object(
  {
    destroyed_units: z.coerce
      .number({ error: '销毁数量必须是数字' })
      .int('销毁数量必须是整数')
      .min(0, '销毁数量不能小于0')
      .max(1_000_000, '销毁数量超出范围')
      .default(0),
    note: z.string({ error: '说明格式不正确' }).trim().max(200, '说明不能超过200个字').default(''),
  },
  { error: '请求参数不正确' },
);
export type RecallAcknowledgeInput = z.input<typeof recallAcknowledgeBody>;
export const recallAcknowledgeAnswer = z.object({ id: z.number().int(), acknowledged_at: z.string() });

/** POST /api/order/{id}/recall-return */
export const recallReturnAnswer = z.object({
  after_sale_id: z.number().int(),
  after_sale_no: z.string(),
  units: z.number().int(),
});
