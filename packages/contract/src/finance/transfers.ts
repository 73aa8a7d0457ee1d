import { z } from 'zod';
import { dayField } from '../account/fields';
import { yuan } from '../envelope';
import { form, idField } from '../form-fields';
import { keywordField, pageOf, pageQueryField, reasonField, yuanRangeField } from '../operator/fields';

/** 线下汇款 (bank transfers): recorded by finance or announced by the buyer, approved by another staff member. */

export const TRANSFER_PURPOSES = ['balance', 'order', 'credit_repay'] as const;
export const TRANSFER_PURPOSE_NAMES: Record<(typeof TRANSFER_PURPOSES)[number], string> = {
  balance: '充值余额',
  order: '支付订单',
  credit_repay: '账期还款',
};
export const TRANSFER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TRANSFER_STATUS_NAMES: Record<(typeof TRANSFER_STATUSES)[number], string> = {
  pending: '待复核',
  approved: '已入账',
  rejected: '已驳回',
};

/** Largest single transfer: 1亿元. */
export const MAX_TRANSFER_FEN = 100_000_000_00;

const amountField = yuanRangeField(
  '汇款金额',
  1,
  MAX_TRANSFER_FEN,
  '汇款金额应为0.01到1亿元之间的金额，最多两位小数',
);

/** The bank slip's picture: an address /api/upload answered for purpose receipt (seen by its uploader and staff only). */
export const VOUCHER_URL = /^\/api\/upload\/receipt\/[a-f0-9]{32}$/;
const voucherField = z.string({ error: '请上传汇款凭证图片' }).regex(VOUCHER_URL, '请上传汇款凭证图片');

const transferFields = {
  amount: amountField,
  bank_name: z.string({ error: '汇款银行格式不正确' }).trim().max(64, '汇款银行不能超过64个字').default(''),
  bank_ref: z
    .string({ error: '请填写银行流水号' })
    .trim()
    .min(4, { message: '请填写银行流水号（至少4位）', abort: true })
    .max(64, '银行流水号不能超过64个字符')
    .regex(/^[A-Za-z0-9-]+$/, '银行流水号只能包含字母、数字和短横线'),
  paid_on: dayField('汇款日期'),
  voucher: voucherField,
  note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
};

/** POST /api/operator/finance/transfers: finance records a transfer that came in (待复核). */
export const operatorTransferBody = form({
  company_id: idField('付款单位'),
  ...transferFields,
  purpose: z.enum(TRANSFER_PURPOSES, { error: '汇款用途不正确' }).default('balance'),
  /** The unpaid order the transfer pays (purpose order). */
  order_id: z.preprocess(
    (v) => (v === '' || v === null || v === 0 ? undefined : v),
    idField('订单').optional(),
  ),
}).superRefine((body, ctx) => {
  if (body.purpose === 'order' && body.order_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['order_id'], message: '请选择要支付的订单' });
});
export type OperatorTransferInput = z.input<typeof operatorTransferBody>;

/** POST /api/user/finance/transfers: the buyer announces a transfer it made to top up its balance. */
export const memberTransferBody = form(transferFields);
export type MemberTransferInput = z.input<typeof memberTransferBody>;

/** GET /api/operator/finance/transfers */
export const transfersQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TRANSFER_STATUSES, { error: '状态不正确' }).optional(),
  ),
  purpose: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TRANSFER_PURPOSES, { error: '汇款用途不正确' }).optional(),
  ),
  /** Transfer number, bank reference, company or username. */
  keyword: keywordField,
  page: pageQueryField,
});
export type TransfersQuery = z.input<typeof transfersQuery>;

export const transferItem = z.object({
  id: z.number().int(),
  transfer_no: z.string(),
  company_id: z.number().int(),
  company: z.string(),
  username: z.string(),
  amount: yuan,
  bank_name: z.string(),
  bank_ref: z.string(),
  paid_on: z.string(),
  voucher: z.string(),
  purpose: z.enum(TRANSFER_PURPOSES),
  purpose_name: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  status_name: z.string(),
  /** staff: recorded by finance; member: announced by the buyer. */
  source: z.string(),
  recorded_by_name: z.string(),
  reviewed_by_name: z.string(),
  reviewed_at: z.string().nullable(),
  reject_reason: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type TransferItem = z.infer<typeof transferItem>;

export const transfersAnswer = pageOf(transferItem);
export type TransfersAnswer = z.infer<typeof transfersAnswer>;

/** The answer of recording, approving or rejecting a transfer. */
export const transferStepAnswer = z.object({
  id: z.number().int(),
  transfer_no: z.string(),
  status: z.enum(TRANSFER_STATUSES),
});
export type TransferStepAnswer = z.infer<typeof transferStepAnswer>;

/** POST /api/operator/finance/transfers/{id}/reject */
export const transferRejectBody = form({ reason: reasonField('驳回原因') });

/** GET /api/user/finance/transfers */
export const memberTransfersQuery = z.object({ page: pageQueryField });

/** GET /api/operator/finance/companies?keyword=: buyer companies to pick (with their account). */
export const financeCompaniesQuery = z.object({ keyword: keywordField });
export const financeCompaniesAnswer = z.array(
  z.object({ id: z.number().int(), name: z.string(), username: z.string(), member_id: z.number().int() }),
);
export type FinanceCompanies = z.infer<typeof financeCompaniesAnswer>;

/** GET /api/operator/finance/unpaid_orders?company_id=: orders a transfer may pay. */
export const unpaidOrdersQuery = z.object({ company_id: idField('付款单位') });
export const unpaidOrdersAnswer = z.array(
  z.object({ id: z.number().int(), order_no: z.string(), payable: yuan, created_at: z.string() }),
);
export type UnpaidOrders = z.infer<typeof unpaidOrdersAnswer>;
