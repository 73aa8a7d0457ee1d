import { z } from 'zod';
import { yuan } from '../envelope';

/** Member rank names (members.rank 1..5). */
export const RANK_NAMES: Record<number, string> = {
  1: '普通会员',
  2: '银牌会员',
  3: '金牌会员',
  4: '铂金会员',
  5: '钻石会员',
};

export const memberCentreOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  status_name: z.string(),
  created_at: z.string(),
  payable_amount: yuan,
  goods_count: z.number().int(),
  total_number: z.number().int(),
  /** First goods picture of the order ('' when none). */
  image: z.string(),
});

/** GET /api/user/center: everything the member centre (/user, /user_hyzx) shows. */
export const memberCentreAnswer = z.object({
  member: z.object({
    username: z.string(),
    name: z.string(),
    company: z.string(),
    company_kind_name: z.string(),
    rank: z.number().int(),
    rank_name: z.string(),
    is_vip: z.number().int(),
    is_passed: z.number().int(),
    contract_signed: z.number().int(),
  }),
  account_manager: z.object({ name: z.string(), phone: z.string() }).nullable(),
  qualification: z.object({
    /** Worst of the documents in force: expired > expiring > pending (first review) > valid. */
    status: z.enum(['valid', 'expiring', 'expired', 'pending']),
    status_name: z.string(),
    documents: z.number().int(),
    /** Copies awaiting review. */
    pending: z.number().int(),
    warnings: z.array(z.string()),
  }),
  wallet: z.object({
    balance: yuan,
    credit_open: z.number().int(),
    credit_limit: yuan,
    credit_available: yuan,
    credit_used: yuan,
    red_packet: yuan,
    points: z.number().int(),
    /** Unused, unexpired coupons and cash vouchers. */
    coupons: z.number().int(),
    cash_vouchers: z.number().int(),
  }),
  order_counts: z.object({
    all: z.number().int(),
    unpaid: z.number().int(),
    to_ship: z.number().int(),
    shipped: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  recent_orders: z.array(memberCentreOrder),
  /** The last 12 calendar months (Asia/Shanghai), oldest first: paid orders (cancelled left out). */
  purchases: z.array(z.object({ month: z.string(), amount: yuan, orders: z.number().int() })),
  purchases_total: yuan,
});
export type MemberCentreAnswer = z.infer<typeof memberCentreAnswer>;
