import { z } from 'zod';
import { idField } from '../form-fields';
import { keywordField, pageOf, pageQueryField } from '../operator/fields';

/** 召回级别: 一级 is the most severe (GSP / 药品召回管理办法). */
export const RECALL_LEVEL_LABELS = { 1: '一级召回', 2: '二级召回', 3: '三级召回' } as const;
export const RECALL_STATUS_LABELS = { open: '召回中', closed: '已关闭' } as const;
export const RECALL_HOLD_STATUS_LABELS = {
  held: '暂停发货',
  repicked: '已换批',
  refunded: '已退款',
} as const;

const text = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);

/** POST /api/operator/recalls */
export const recallCreateBody = z.object(
  {
    batch_ids: z
      .array(idField('批次'), { error: '请选择召回批次' })
      .min(1, '请选择召回批次')
      .max(20, '一次最多召回20个批次'),
    level: z.coerce
      .number({ error: '召回级别应为1、2或3' })
      .int('召回级别应为1、2或3')
      .min(1, '召回级别应为1、2或3')
      .max(3, '召回级别应为1、2或3'),
    reason: text('召回原因', 500),
    instructions: text('处置要求', 2000),
  },
  { error: '请求参数不正确' },
);
export type RecallCreateInput = z.input<typeof recallCreateBody>;

export const recallCreateAnswer = z.object({
  id: z.number().int(),
  recall_no: z.string(),
  /** Unpaid orders holding the batches, cancelled with the reason. */
  cancelled_orders: z.number().int(),
  /** Paid, unshipped lines held from shipping. */
  held_lines: z.number().int(),
  /** Buyers who received units and were told. */
  buyers: z.number().int(),
});

/** GET /api/operator/recalls */
export const recallsQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['open', 'closed'], { error: '召回状态不正确' }).optional(),
  ),
  page: pageQueryField,
});
export type RecallsQuery = z.input<typeof recallsQuery>;

export const recallSummary = z.object({
  id: z.number().int(),
  recall_no: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  reason: z.string(),
  status: z.string(),
  status_name: z.string(),
  /** "通用名 规格 批号…" of each batch. */
  batches: z.array(z.string()),
  buyers: z.number().int(),
  answered: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type RecallSummary = z.infer<typeof recallSummary>;
export const recallsAnswer = pageOf(recallSummary);

/** GET /api/operator/recalls/batches: batches to pick for a recall. */
export const recallBatchesQuery = z.object({ keyword: keywordField });
export const recallBatchOption = z.object({
  batch_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  stock: z.number().int(),
  /** Units of the batch in paid orders. */
  units_sold: z.number().int(),
  recalled: z.boolean(),
});
export type RecallBatchOption = z.infer<typeof recallBatchOption>;
export const recallBatchesAnswer = z.object({ list: z.array(recallBatchOption) });

export const recallBuyerRow = z.object({
  member_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  order_nos: z.array(z.string()),
  units_shipped: z.number().int(),
  units_returned: z.number().int(),
  units_destroyed: z.number().int(),
  units_out: z.number().int(),
  notified_at: z.string(),
  acknowledged_at: z.string().nullable(),
  note: z.string(),
});
export type RecallBuyerRow = z.infer<typeof recallBuyerRow>;

export const recallHoldRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  company: z.string(),
  goods_name: z.string(),
  batch_no: z.string(),
  quantity: z.number().int(),
  status: z.string(),
  status_name: z.string(),
  resolved_at: z.string().nullable(),
});
export type RecallHoldRow = z.infer<typeof recallHoldRow>;

/** GET /api/operator/recalls/{id} */
export const recallDetailAnswer = recallSummary.extend({
  instructions: z.string(),
  close_note: z.string(),
  batch_rows: z.array(recallBatchOption.extend({ units_held: z.number().int() })),
  buyer_rows: z.array(recallBuyerRow),
  holds: z.array(recallHoldRow),
});
export type RecallDetail = z.infer<typeof recallDetailAnswer>;

/** POST /api/operator/recalls/{id}/close: a note is required while a buyer has not answered. */
export const recallCloseBody = z.object(
  { note: z.string({ error: '关闭说明格式不正确' }).trim().max(500, '关闭说明不能超过500个字').default('') },
  { error: '请求参数不正确' },
);
export type RecallCloseInput = z.input<typeof recallCloseBody>;
export const recallCloseAnswer = z.object({ id: z.number().int(), status: z.string() });

/** POST /api/operator/recall-holds/{id}/repick | refund */
export const recallHoldAnswer = z.object({
  id: z.number().int(),
  status: z.string(),
  /** The batch the line now ships from (re-pick), or '' (refund). */
  batch_no: z.string(),
  after_sale_id: z.number().int().nullable(),
});
