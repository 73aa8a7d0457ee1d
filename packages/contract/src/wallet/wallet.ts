import { z } from 'zod';
import { yuan } from '../envelope';
import { pageField } from '../form-fields';
import { optionalDay, pageOf } from '../operator/fields';

/**
 * 我的钱包 (spec §7 "Wallet"): balance, red packets and credit terms as append-only ledgers, and the
 * member's coupons and cash vouchers. Money is yuan text.
 */

/** GET /api/user/user_money */
export const userMoneyAnswer = z.object({ balance: yuan, red_packet: yuan });
export type UserMoneyAnswer = z.infer<typeof userMoneyAnswer>;

/** A line of the balance, red packet or credit ledger. */
export const ledgerEntry = z.object({
  id: z.number().int(),
  amount: yuan,
  /** 1 income, 2 expense. */
  direction: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
  /** Credit lines: the day a use of credit is due. */
  due_on: z.string().nullable().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** GET /api/user/user_money_log and /api/user/user_credit_list */
export const ledgerPageAnswer = pageOf(ledgerEntry);
export type LedgerPageAnswer = z.infer<typeof ledgerPageAnswer>;

/** GET /api/user/red_packet: the account's red packet balance and its ledger. */
export const redPacketAnswer = ledgerPageAnswer.extend({ balance: yuan });
export type RedPacketAnswer = z.infer<typeof redPacketAnswer>;

/** GET /api/user/user_credit: the credit terms (账期) and what is owed. */
export const userCreditAnswer = z.object({
  limit: yuan,
  used: yuan,
  available: yuan,
  overdue: yuan,
  is_overdue: z.number().int(),
  days: z.number().int(),
  is_open: z.number().int(),
});
export type UserCreditAnswer = z.infer<typeof userCreditAnswer>;

/** A coupon or cash voucher of the member. */
export const voucher = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: yuan,
  threshold: yuan,
  desc: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** 0 未使用, 1 已使用, 2 已过期. */
  status: z.number().int(),
  status_name: z.string(),
  order_id: z.number().int().nullable(),
  used_at: z.string().nullable(),
  /** Coupons: 1 通用券, 2 品种券 (with the goods it is for). */
  type: z.number().int().optional(),
  type_name: z.string().optional(),
  goods_ids: z.array(z.number().int()).optional(),
});
export type Voucher = z.infer<typeof voucher>;

export const voucherPageAnswer = pageOf(voucher);
export type VoucherPageAnswer = z.infer<typeof voucherPageAnswer>;

export const couponCounts = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
});

/** GET /api/user/coupon */
export const couponListAnswer = voucherPageAnswer.extend({ counts: couponCounts });
export type CouponListAnswer = z.infer<typeof couponListAnswer>;

/** GET /api/user/couponNum: `num` is the unused ones. */
export const couponNumAnswer = couponCounts.extend({ num: z.number().int() });
export type CouponNumAnswer = z.infer<typeof couponNumAnswer>;

// Requests.

/** A number from a fixed set of tabs; left out, the first. */
const choice = (values: number[], message: string, fallback = 0) =>
  z.coerce
    .number({ error: message })
    .refine((v) => values.includes(v), message)
    .default(fallback);

/** GET /api/user/user_money_log: use_type 0 全部 1 收入 2 支出, within optional days. */
export const balanceLogQuery = z.object({
  page: pageField,
  use_type: choice([0, 1, 2], '明细类型不正确'),
  start_time: optionalDay('开始日期'),
  end_time: optionalDay('结束日期'),
});

/** GET /api/user/user_credit_list: type 0 全部 1 用款 2 还款 3 退款. */
export const creditLogQuery = z.object({ page: pageField, type: choice([0, 1, 2, 3], '明细类型不正确') });

/** GET /api/user/coupon: type 0 全部 1 通用券 2 品种券; status 0 未使用 1 已使用 2 已过期. */
export const couponListQuery = z.object({
  page: pageField,
  type: choice([0, 1, 2], '优惠券类型不正确'),
  status: choice([0, 1, 2], '优惠券状态不正确'),
});

/** GET /api/user/availableCoupon: type 0 全部 1 通用券 2 品种券. */
export const availableCouponQuery = z.object({
  page: pageField,
  type: choice([0, 1, 2], '优惠券类型不正确'),
});

/** GET /api/user/red_packet: use_type 0 全部 1 收入 2 支出. */
export const redPacketLogQuery = z.object({ page: pageField, use_type: choice([0, 1, 2], '明细类型不正确') });

/** GET /api/user/cash_voucher: status 0 未使用 1 已使用 2 已过期. */
export const cashVoucherQuery = z.object({ page: pageField, status: choice([0, 1, 2], '现金券状态不正确') });
