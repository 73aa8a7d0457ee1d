import { z } from 'zod';
import { dayField } from '../account/fields';
import { yuan } from '../envelope';
import { form, idField } from '../form-fields';
import {
  creditLimitField,
  keywordField,
  pageOf,
  pageQueryField,
  reasonField,
  yuanRangeField,
} from '../operator/fields';

/** The finance desk's grants, credit limits and payment lists (console 财务). */

export const GRANT_KINDS = ['red_packet', 'cash_voucher'] as const;
export const GRANT_KIND_NAMES: Record<(typeof GRANT_KINDS)[number], string> = {
  red_packet: '账户红包',
  cash_voucher: '现金券',
};
export const GRANT_TARGETS = ['member', 'group'] as const;

/** Largest red packet or voucher one member gets at a time: 1万元. */
export const MAX_GRANT_FEN = 10_000_00;

const grantAmount = yuanRangeField('金额', 1, MAX_GRANT_FEN, '金额应为0.01到10000元之间，最多两位小数');

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 0 ? undefined : v);

/** POST /api/operator/finance/grants */
export const grantBody = form({
  kind: z.enum(GRANT_KINDS, { error: '请选择发放类型' }),
  target: z.enum(GRANT_TARGETS, { error: '请选择发放对象' }),
  member_id: z.preprocess(blankToUndefined, idField('会员').optional()),
  customer_group: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '客户分组不正确' })
      .trim()
      .min(1, '请选择客户分组')
      .max(32, '客户分组不正确')
      .optional(),
  ),
  amount: grantAmount,
  /** Last day the cash voucher can be used (cash vouchers only; red packets do not expire). */
  valid_to: z.preprocess(blankToUndefined, dayField('有效期').optional()),
  reason: reasonField('发放原因'),
}).superRefine((body, ctx) => {
  if (body.target === 'member' && body.member_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['member_id'], message: '请选择会员' });
  if (body.target === 'group' && body.customer_group === undefined)
    ctx.addIssue({ code: 'custom', path: ['customer_group'], message: '请选择客户分组' });
  if (body.kind === 'cash_voucher' && body.valid_to === undefined)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '请选择现金券有效期' });
});
export type GrantInput = z.input<typeof grantBody>;

export const grantSavedAnswer = z.object({ id: z.number().int(), member_count: z.number().int() });

/** GET /api/operator/finance/grants */
export const grantsQuery = z.object({
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(GRANT_KINDS, { error: '发放类型不正确' }).optional(),
  ),
  page: pageQueryField,
});
export const grantItem = z.object({
  id: z.number().int(),
  kind: z.enum(GRANT_KINDS),
  kind_name: z.string(),
  target: z.enum(GRANT_TARGETS),
  target_name: z.string(),
  member_count: z.number().int(),
  amount: yuan,
  total: yuan,
  valid_to: z.string().nullable(),
  reason: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type GrantItem = z.infer<typeof grantItem>;
export const grantsAnswer = pageOf(grantItem);
export type GrantsAnswer = z.infer<typeof grantsAnswer>;

/** GET /api/operator/finance/customer_groups: the groups buyers are in, with how many. */
export const customerGroupsAnswer = z.array(z.object({ code: z.string(), member_count: z.number().int() }));
export type CustomerGroups = z.infer<typeof customerGroupsAnswer>;

/** GET /api/operator/finance/members?keyword=: buyer accounts to grant to. */
export const financeMembersAnswer = z.array(
  z.object({ id: z.number().int(), username: z.string(), company: z.string(), credit_limit: yuan }),
);
export type FinanceMembers = z.infer<typeof financeMembersAnswer>;
export const financeMembersQuery = z.object({ keyword: keywordField });

/** POST /api/operator/finance/credit_limits */
export const creditLimitBody = form({
  member_id: idField('会员'),
  credit_limit: creditLimitField('账期额度'),
  reason: reasonField('调整原因'),
});
export type CreditLimitInput = z.input<typeof creditLimitBody>;
export const creditLimitAnswer = z.object({ member_id: z.number().int(), credit_limit: yuan, used: yuan });

export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  balance: '余额',
  credit: '账期',
  online: '在线支付',
  transfer: '线下汇款',
};
export const PAYMENT_STATUS_NAMES: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  refunded: '已原路退回',
};

/** GET /api/operator/finance/payments: every payment by method (and provider) and state. */
export const financePaymentsQuery = z.object({
  method: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: '支付方式不正确' }).max(16, '支付方式不正确').optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: '支付状态不正确' }).max(16, '支付状态不正确').optional(),
  ),
  /** Payment number, order number, username or company. */
  keyword: keywordField,
  page: pageQueryField,
});
export type FinancePaymentsQuery = z.input<typeof financePaymentsQuery>;
export const financePayment = z.object({
  id: z.number().int(),
  payment_no: z.string(),
  username: z.string(),
  company: z.string(),
  purpose: z.string(),
  purpose_name: z.string(),
  order_no: z.string().nullable(),
  method: z.string(),
  method_name: z.string(),
  provider: z.string(),
  amount: yuan,
  status: z.string(),
  status_name: z.string(),
  provider_trade_no: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type FinancePayment = z.infer<typeof financePayment>;
export const financePaymentsAnswer = pageOf(financePayment).extend({
  /** Paid totals of the filtered payments per method. */
  totals: z.array(
    z.object({ method: z.string(), method_name: z.string(), count: z.number().int(), amount: yuan }),
  ),
});
export type FinancePaymentsAnswer = z.infer<typeof financePaymentsAnswer>;
