import { z } from 'zod';
import { dayField } from '../account/fields';
import { yuan } from '../envelope';
import { form, idField, quantityField } from '../form-fields';
import { keywordField, pageQueryField, reasonField, yuanInputField } from '../operator/fields';

/** 询价 / 议价 (issue 24): the buyer asks, staff with quote.reply answer or refuse, the buyer buys once. */

export const QUOTE_STATUSES = ['open', 'answered', 'refused', 'used', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  open: '待答复',
  answered: '已报价',
  refused: '已拒绝',
  used: '已下单',
  expired: '已过期',
};

const remarkField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字'),
);

/** POST /api/quotes */
export const quoteAskBody = form({
  goods_id: idField('商品编号'),
  quantity: quantityField,
  expected_price: yuanInputField('期望单价').refine((fen) => fen > 0, '期望单价必须大于0'),
  remark: remarkField,
});

export const quoteItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  expected_price: yuan,
  /** The buyer's own unit price for that quantity when asking. */
  normal_price: yuan,
  remark: z.string(),
  status: z.enum(QUOTE_STATUSES),
  price: yuan.nullable(),
  valid_until: z.string().nullable(),
  refuse_reason: z.string(),
  created_at: z.string(),
  replied_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
});
export type QuoteItem = z.infer<typeof quoteItem>;

export const quoteStatusQuery = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(QUOTE_STATUSES, { error: '状态不正确' }).optional(),
);

/** GET /api/quotes */
export const quoteListQuery = z.object({ page: pageQueryField, status: quoteStatusQuery });
export const quoteListAnswer = z.object({
  list: z.array(quoteItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type QuoteListAnswer = z.infer<typeof quoteListAnswer>;

/** GET /api/operator/quotes */
export const operatorQuotesQuery = z.object({
  page: pageQueryField,
  status: quoteStatusQuery,
  keyword: keywordField,
});
export const operatorQuoteItem = quoteItem.extend({
  member_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  replied_by: z.string(),
});
export type OperatorQuoteItem = z.infer<typeof operatorQuoteItem>;
export const operatorQuotesAnswer = z.object({
  list: z.array(operatorQuoteItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** POST /api/operator/quotes/{id}/reply: below the buyer's normal price, valid until today or later. */
export const quoteReplyBody = form({
  price: yuanInputField('报价单价').refine((fen) => fen > 0, '报价单价必须大于0'),
  valid_until: dayField('有效期'),
});

/** POST /api/operator/quotes/{id}/refuse */
export const quoteRefuseBody = form({ reason: reasonField('拒绝原因') });

export const quoteIdParams = z.object({ id: idField('询价编号') });
