import { z } from 'zod';
import { dayField } from '../account/fields';
import { yuan } from '../envelope';
import { form, idField, quantityField } from '../form-fields';
import { reasonField } from '../operator/fields';

/** 代客下单 (issue 24): the account manager (业务员) prepares an order, the member confirms or declines it. */

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  open: '待确认',
  accepted: '已确认下单',
  declined: '已拒绝',
  expired: '已过期',
};

const proposalLineInput = z.object(
  { goods_id: idField('商品编号'), number: quantityField },
  { error: '商品行格式不正确' },
);

const lineList = (max: number) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z.array(proposalLineInput, { error: '请选择商品' }).min(1, '请选择商品').max(max, `最多${max}种商品`),
  );

/** POST /api/operator/proposals */
export const proposalBody = form({
  member_id: idField('会员编号'),
  lines: lineList(100),
  remark: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字'),
  ),
  valid_until: dayField('有效期'),
});

export const proposalLine = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  middle_pack: z.number().int(),
  number: z.number().int(),
  /** The member's unit price today, and the line's amount (null when the goods cannot be priced). */
  price: yuan.nullable(),
  amount: yuan.nullable(),
  /** Why the member cannot buy the line now (stock, scope, off sale), or null. */
  refusal: z.string().nullable(),
});

export const proposalItem = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  staff_name: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  remark: z.string(),
  valid_until: z.string(),
  decline_reason: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  lines: z.array(proposalLine),
  total: yuan,
});
export type ProposalItem = z.infer<typeof proposalItem>;

export const proposalListAnswer = z.object({ list: z.array(proposalItem) });
export type ProposalListAnswer = z.infer<typeof proposalListAnswer>;

/** GET /api/operator/proposals */
export const operatorProposalsQuery = z.object({
  member_id: z.preprocess((v) => (v === '' ? undefined : v), idField('会员编号').optional()),
});

/** POST /api/user/proposals/{id}/accept: quantities may change; the address defaults to the default one. */
export const proposalAcceptBody = form({
  lines: lineList(100).optional(),
  address_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField('收货地址').optional()),
});
export const proposalAcceptAnswer = z.object({ order_id: z.number().int(), order_no: z.string() });

/** POST /api/user/proposals/{id}/decline */
export const proposalDeclineBody = form({ reason: reasonField('拒绝原因') });

export const proposalIdParams = z.object({ id: idField('代下单编号') });

/** GET /api/operator/my-members: the 业务员's members with this month's orders, and the proposals' counts. */
export const myMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  region: z.string(),
  month_orders: z.number().int(),
  month_amount: yuan,
  proposals_open: z.number().int(),
  proposals_accepted: z.number().int(),
  proposals_declined: z.number().int(),
});
export type MyMember = z.infer<typeof myMember>;
export const myMembersAnswer = z.object({
  manager: z.object({ name: z.string(), phone: z.string() }).nullable(),
  list: z.array(myMember),
  proposals: z.object({ open: z.number().int(), accepted: z.number().int(), declined: z.number().int() }),
});
export type MyMembersAnswer = z.infer<typeof myMembersAnswer>;

/** GET /api/operator/my-members/{id}: the member, recent orders and goods bought in the last 12 months. */
export const myMemberDetailAnswer = z.object({
  member: myMember,
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      status: z.string(),
      payable_amount: yuan,
      created_at: z.string(),
    }),
  ),
  frequent: z.array(
    z.object({
      goods_id: z.number().int(),
      goods_name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      unit: z.string(),
      times: z.number().int(),
      last_quantity: z.number().int(),
      last_price: yuan,
      last_bought_at: z.string(),
    }),
  ),
});
export type MyMemberDetailAnswer = z.infer<typeof myMemberDetailAnswer>;

/** The answer of a decline: the proposal's id and new status. */
export const proposalDecisionAnswer = z.object({ id: z.number().int(), status: z.enum(PROPOSAL_STATUSES) });
