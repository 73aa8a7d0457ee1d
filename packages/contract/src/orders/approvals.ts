import { z } from 'zod';
import { yuan } from '../envelope';

/** One line of an order waiting for approval. */
export const approvalLine = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  price: yuan,
  amount: yuan,
  is_gift: z.number().int(),
});

/** A store's order waiting for its headquarters (GET /api/order/approvals). */
export const approvalOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  created_at: z.string(),
  /** When the order is cancelled if nobody decides it (72 hours after it was placed). */
  expires_at: z.string(),
  store: z.object({ id: z.number().int(), username: z.string(), company: z.string() }),
  goods_amount: yuan,
  payable_amount: yuan,
  total_number: z.number().int(),
  remark: z.string(),
  consignee: z.string(),
  address: z.string(),
  /** The store's approval amount and monthly limit (yuan; null = no rule) and its month so far. */
  approval_over: yuan.nullable(),
  monthly_limit: yuan.nullable(),
  month_spent: yuan,
  lines: z.array(approvalLine),
});
export type ApprovalOrder = z.infer<typeof approvalOrder>;

export const approvalListAnswer = z.object({
  list: z.array(approvalOrder),
  total: z.number().int(),
});
export type ApprovalListAnswer = z.infer<typeof approvalListAnswer>;

export const approvalIdParams = z.object({
  id: z.coerce
    .number({ error: '订单编号必须是数字' })
    .int('订单编号必须是整数')
    .positive('订单编号必须大于0')
    .max(2_147_483_647, '订单编号超出范围'),
});

/** POST /api/order/{id}/reject: the reason is sent to the store. */
export const approvalRejectBody = z.object(
  {
    reason: z
      .string({ error: '请填写驳回原因' })
      .trim()
      .min(1, '请填写驳回原因')
      .max(80, '驳回原因不能超过80个字'),
  },
  { error: '请填写驳回原因' },
);
export type ApprovalRejectInput = z.infer<typeof approvalRejectBody>;

/** The answer of approve and reject: the order's new state. */
export const approvalDecisionAnswer = z.object({
  id: z.number().int(),
  status: z.string(),
  approval_status: z.string(),
});
export type ApprovalDecisionAnswer = z.infer<typeof approvalDecisionAnswer>;
