import { z } from 'zod';
import { yuan } from '../envelope';
import { yuanInputField } from '../operator/fields';
import { promotionTimeField } from '../operator/promotions';

/** 满额返现 (/hb): the running rules, a member's cashback records, and the console's rules. */

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

export const cashbackRuleView = z.object({
  id: z.number().int(),
  name: z.string(),
  threshold: yuan,
  amount: yuan,
  destination: z.enum(['balance', 'red_packet']),
  destination_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type CashbackRuleView = z.infer<typeof cashbackRuleView>;

export const CASHBACK_STATES = {
  granted: '已返现',
  partly_reversed: '部分扣回',
  reversed: '已扣回',
} as const;

export const cashbackRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  rule_name: z.string(),
  amount: yuan,
  /** What refunds of the order took back. */
  reversed: yuan,
  destination_name: z.string(),
  status: z.enum(['granted', 'partly_reversed', 'reversed']),
  status_name: z.string(),
  created_at: z.string(),
});
export type CashbackRecord = z.infer<typeof cashbackRecord>;

/** GET /api/activity/cashback: a visitor gets the rules and no records. */
export const cashbackAnswer = z.object({
  rules: z.array(cashbackRuleView),
  records: z.array(cashbackRecord),
  /** What the member kept of every cashback. */
  total_amount: yuan,
  logged_in: zeroOrOne,
});
export type CashbackAnswer = z.infer<typeof cashbackAnswer>;

/** GET /api/operator/cashback-rules */
export const cashbackRuleAdminView = cashbackRuleView.extend({
  is_on: zeroOrOne,
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
  grants: z.number().int(),
  granted_amount: yuan,
});
export type CashbackRuleAdminView = z.infer<typeof cashbackRuleAdminView>;
export const cashbackRulesAnswer = z.array(cashbackRuleAdminView);

/** POST /api/operator/cashback-rules (new) and /api/operator/cashback-rules/{id} (edit). */
export const cashbackRuleInput = z.object(
  {
    name: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称不能超过64个字符'),
    threshold: yuanInputField('返现门槛'),
    amount: yuanInputField('返现金额'),
    destination: z.enum(['balance', 'red_packet'], { error: '请选择返现方式' }),
    starts_at: promotionTimeField('开始时间'),
    ends_at: promotionTimeField('结束时间'),
    is_on: z.coerce
      .number({ error: '请选择是否启用' })
      .refine((v) => v === 0 || v === 1, '请选择是否启用')
      .default(1),
  },
  { error: '请求参数不正确' },
);
export type CashbackRuleInput = z.input<typeof cashbackRuleInput>;
