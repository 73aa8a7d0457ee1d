import {
  TRANSFER_PURPOSE_NAMES,
  TRANSFER_STATUS_NAMES,
  type memberTransferBody,
  type operatorTransferBody,
} from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/http-errors';
import { isUniqueViolation, newNumber } from '../../lib/unique-numbers';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { ownUploadRow, uploadKeyOf } from '../account/index';
import { settleOrderByTransfer, transferOrderRefusal } from '../checkout/index';
import { creditOf, rechargeBalance, repayCreditByTransfer } from '../wallet/index';
import * as repo from './transfers.repository';

type OperatorTransfer = z.output<typeof operatorTransferBody>;
type MemberTransfer = z.output<typeof memberTransferBody>;
type Purpose = keyof typeof TRANSFER_PURPOSE_NAMES;
type Status = keyof typeof TRANSFER_STATUS_NAMES;

const REF_TAKEN = '该银行流水号已登记，请勿重复登记';

/** The slip must be a picture the recorder itself uploaded (staff or buyer). */
async function checkVoucher(db: Database, voucher: string, uploaderId: number) {
  const key = uploadKeyOf(voucher);
  const row = key ? await ownUploadRow(db, key, uploaderId) : null;
  if (!row || !row.contentType.startsWith('image/'))
    throw invalid('voucher', '汇款凭证不存在，请重新上传汇款凭证图片');
}

async function insert(db: Database, values: Parameters<typeof repo.insertTransfer>[1]) {
  try {
    return await repo.insertTransfer(db, values);
  } catch (error) {
    if (isUniqueViolation(error, 'bank_transfers_ref_uq')) throw invalid('bank_ref', REF_TAKEN);
    throw error;
  }
}

const answer = (row: repo.TransferRow) => ({
  id: row.id,
  transfer_no: row.transferNo,
  status: row.status as Status,
});

/** Finance records a transfer that came in (待复核), for the balance, an unpaid order or a credit repayment. */
export async function recordTransfer(db: Database, staff: Viewer, input: OperatorTransfer, now = new Date()) {
  const account = await repo.companyAccount(db, input.company_id);
  if (!account) throw invalid('company_id', '付款单位不存在');
  await checkVoucher(db, input.voucher, staff.memberId);
  if (input.purpose === 'order') {
    const refusal = await transferOrderRefusal(db, account.memberId, input.order_id!, input.amount);
    if (refusal) throw invalid('order_id', refusal);
  }
  if (input.purpose === 'credit_repay') {
    const owed = (await creditOf(db, account.memberId, now)).used;
    if (owed <= 0) throw invalid('purpose', '该单位当前没有待还的账期款');
    if (input.amount > owed) throw invalid('amount', `汇款金额不能超过待还账期款${formatYuan(owed)}元`);
  }
  const row = await insert(db, {
    transferNo: newNumber('HK', now),
    companyId: input.company_id,
    memberId: account.memberId,
    amount: input.amount,
    bankName: input.bank_name,
    bankRef: input.bank_ref,
    paidOn: input.paid_on,
    voucher: input.voucher,
    purpose: input.purpose,
    orderId: input.purpose === 'order' ? input.order_id! : null,
    source: 'staff',
    recordedBy: staff.memberId,
    recordedByName: staff.username,
    note: input.note,
    createdAt: now,
  });
  return answer(row);
}

/** The buyer announces a transfer it made to top up its balance; finance checks and approves it. */
export async function announceTransfer(
  db: Database,
  viewer: Viewer,
  input: MemberTransfer,
  now = new Date(),
) {
  if (viewer.role !== 'buyer') throw forbidden('只有采购商账号可以登记线下汇款');
  await checkVoucher(db, input.voucher, viewer.memberId);
  const row = await insert(db, {
    transferNo: newNumber('HK', now),
    companyId: viewer.companyId,
    memberId: viewer.memberId,
    amount: input.amount,
    bankName: input.bank_name,
    bankRef: input.bank_ref,
    paidOn: input.paid_on,
    voucher: input.voucher,
    purpose: 'balance',
    source: 'member',
    recordedBy: viewer.memberId,
    recordedByName: viewer.username,
    note: input.note,
    createdAt: now,
  });
  return answer(row);
}

async function pendingTransfer(db: Database, id: number) {
  const row = await repo.findTransfer(db, id);
  if (!row) throw notFound('汇款记录');
  if (row.status !== 'pending') throw conflict('该汇款已复核，请刷新后查看');
  return row;
}

/**
 * Another staff member approves: under the buyer's lock the transfer leaves 待复核 (once, whoever else
 * tries at the same moment), then its money goes where it was meant: the balance (a `recharge` entry),
 * the named order (paid) or the credit owed (repaid). Runs in the caller's (audited) transaction.
 */
export async function approveTransfer(db: Database, staff: Viewer, id: number, now = new Date()) {
  const found = await repo.findTransfer(db, id);
  if (!found) throw notFound('汇款记录');
  if (found.recordedBy === staff.memberId) throw forbidden('不能复核自己登记的汇款，请由其他财务人员复核');
  await lockMember(db, found.memberId);
  const row = await repo.reviewTransfer(db, id, {
    status: 'approved',
    reviewedBy: staff.memberId,
    reviewedByName: staff.username,
    reviewedAt: now,
  });
  if (!row) throw conflict('该汇款已复核，请刷新后查看');
  const note = `线下汇款 ${row.transferNo}（流水号 ${row.bankRef}）`;
  const purpose = row.purpose as Purpose;
  if (purpose === 'balance') await rechargeBalance(db, row.memberId, { amount: row.amount, note }, now);
  else if (purpose === 'order') await settleOrderByTransfer(db, row.memberId, row.orderId!, row.amount, now);
  else if (purpose === 'credit_repay')
    await repayCreditByTransfer(db, row.memberId, { amount: row.amount, note }, now);
  else throw new AppError(500, '汇款用途不正确');
  return answer(row);
}

export async function rejectTransfer(
  db: Database,
  staff: Viewer,
  id: number,
  reason: string,
  now = new Date(),
) {
  await pendingTransfer(db, id);
  const row = await repo.reviewTransfer(db, id, {
    status: 'rejected',
    reviewedBy: staff.memberId,
    reviewedByName: staff.username,
    reviewedAt: now,
    rejectReason: reason,
  });
  if (!row) throw conflict('该汇款已复核，请刷新后查看');
  return answer(row);
}

type PageRow = Awaited<ReturnType<typeof repo.transferPage>>['rows'][number];

function itemView({ transfer: t, company, username, orderNo }: PageRow) {
  return {
    id: t.id,
    transfer_no: t.transferNo,
    company_id: t.companyId,
    company,
    username,
    amount: formatYuan(t.amount),
    bank_name: t.bankName,
    bank_ref: t.bankRef,
    paid_on: t.paidOn,
    voucher: t.voucher,
    purpose: t.purpose as Purpose,
    purpose_name: TRANSFER_PURPOSE_NAMES[t.purpose as Purpose] ?? t.purpose,
    order_id: t.orderId,
    order_no: orderNo,
    status: t.status as Status,
    status_name: TRANSFER_STATUS_NAMES[t.status as Status] ?? t.status,
    source: t.source,
    recorded_by_name: t.recordedByName,
    reviewed_by_name: t.reviewedByName,
    reviewed_at: t.reviewedAt?.toISOString() ?? null,
    reject_reason: t.rejectReason,
    note: t.note,
    created_at: t.createdAt.toISOString(),
  };
}

export async function transferList(db: Database, filter: repo.TransferFilter) {
  const { rows, total } = await repo.transferPage(db, filter);
  return { list: rows.map(itemView), total, page: filter.page, page_size: repo.PAGE_SIZE };
}

/** Snapshot for the audit log. */
export const transferSnapshot = (db: Database, id: number) => repo.findTransfer(db, id);
