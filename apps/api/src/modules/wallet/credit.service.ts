import { creditRefusal, creditSummary, CREDIT_REFUSAL_MESSAGES, formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { lockMember } from '../../shared/member-lock';
import { newNumber } from '../../lib/unique-numbers';
import type { PaymentGateway } from '../../providers/payment/index';
import * as payments from './payments.repository';
import * as wallet from './wallet.repository';

export async function creditOf(db: Database, memberId: number, now: Date) {
  const state = await wallet.creditStateOf(db, memberId);
  return { ...creditSummary(state.limit, state.entries, now), days: state.days };
}

/** The refusal when a repayment would take more than is still owed; null when it fits. */
export function repaymentExcess(amount: number, owed: number): AppError | null {
  if (amount <= owed) return null;
  return new AppError(
    409,
    owed > 0
      ? `还款金额超过当前待还金额${formatYuan(owed)}元，请重新发起还款`
      : '当前没有待还的账期款，无需还款',
  );
}

/**
 * A repayment of credit terms (账期还款): by default everything still owed. One repayment is open at a
 * time, so open ones never add up to more than is owed: asking again for the same amount gives back the
 * open one, another amount replaces it (a replaced one paid online anyway is checked again on notice).
 */
export async function createCreditRepayment(
  db: Database,
  viewer: Viewer,
  amount: number | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const credit = await creditOf(tx, viewer.memberId, now);
    if (credit.used <= 0) throw new AppError(409, '当前没有待还的账期款');
    const due = amount ?? credit.used;
    if (due <= 0) throw invalid('amount', '还款金额必须大于0');
    if (due > credit.used) throw invalid('amount', `还款金额不能超过待还金额${formatYuan(credit.used)}元`);
    const open = await payments.findOpenRepayments(tx, viewer.memberId);
    const kept = open.find((p) => p.amount === due);
    await payments.cancelPayments(
      tx,
      open.filter((p) => p !== kept).map((p) => p.id),
    );
    const payment =
      kept ??
      (await payments.insertPayment(
        tx,
        {
          memberId: viewer.memberId,
          purpose: 'credit_repay',
          method: 'online',
          amount: due,
        },
        () => newNumber('CR', now),
      ));
    return {
      payment_no: payment.paymentNo,
      amount: formatYuan(due),
      used: formatYuan(credit.used),
      overdue: formatYuan(credit.overdue),
    };
  });
}

/** Pays a repayment from the balance (at once) or online (through the gateway). */
export async function payCreditRepayment(
  db: Database,
  viewer: Viewer,
  paymentNo: string,
  method: 'balance' | 'online',
  gateway: PaymentGateway | null,
  now = new Date(),
) {
  const payment = await payments.findMemberPayment(db, viewer.memberId, paymentNo);
  if (!payment || payment.purpose !== 'credit_repay') throw notFound('还款单');
  if (payment.status !== 'pending') throw new AppError(409, '该还款单已处理');
  if (method === 'online') {
    const excess = repaymentExcess(payment.amount, (await creditOf(db, viewer.memberId, now)).used);
    if (excess) throw excess;
    if (!gateway) throw new AppError(409, '在线支付暂不可用，请选择余额还款');
    const reused = payment.provider === gateway.name || payment.provider === '';
    if (!reused) {
      // Another provider than the one first chosen: a new repayment number (the old one stays open).
      throw new AppError(409, '该还款单已在其他支付渠道发起，请重新创建还款单');
    }
    if (payment.provider === '') await payments.settlePayment(db, payment.id, { provider: gateway.name });
    const start = await gateway.start({
      paymentNo,
      amount: payment.amount,
      subject: '药采网账期还款',
      returnPath: `/zqgl?payment_no=${encodeURIComponent(paymentNo)}`,
    });
    return {
      payment_no: paymentNo,
      status: 'pending',
      ...('codeUrl' in start ? { code_url: start.codeUrl } : { redirect_url: start.redirectUrl }),
    };
  }
  await db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const current = await payments.findMemberPayment(tx, viewer.memberId, paymentNo);
    if (current?.status !== 'pending') throw new AppError(409, '该还款单已处理');
    // What is owed may have dropped since the repayment was made (another repayment, a refund).
    const excess = repaymentExcess(payment.amount, (await creditOf(tx, viewer.memberId, now)).used);
    if (excess) throw excess;
    const balance = await wallet.balanceOf(tx, viewer.memberId);
    if (balance < payment.amount) throw new AppError(409, '余额不足');
    const settled = await payments.settlePayment(tx, payment.id, {
      status: 'paid',
      paidAt: now,
      method: 'balance',
    });
    if (!settled) throw new AppError(409, '该还款单已处理');
    const note = `账期还款 ${paymentNo}`;
    await wallet.insertBalanceEntry(tx, {
      memberId: viewer.memberId,
      amount: -payment.amount,
      kind: 'repay',
      note,
      createdAt: now,
    });
    await wallet.insertCreditEntry(tx, {
      memberId: viewer.memberId,
      amount: -payment.amount,
      kind: 'repay',
      note,
      createdAt: now,
    });
  });
  return { payment_no: paymentNo, status: 'paid' };
}

/** A repayment's state (payment_no), or whether credit can pay this amount now (payable, fen). */
export async function checkCredit(
  db: Database,
  viewer: Viewer,
  query: { paymentNo?: string; payable?: number },
  now = new Date(),
) {
  if (query.paymentNo) {
    const payment = await payments.findMemberPayment(db, viewer.memberId, query.paymentNo);
    if (!payment || payment.purpose !== 'credit_repay') throw notFound('还款单');
    return {
      payment_no: payment.paymentNo,
      status: payment.status,
      amount: formatYuan(payment.amount),
      paid_at: payment.paidAt?.toISOString() ?? null,
    };
  }
  const credit = await creditOf(db, viewer.memberId, now);
  const payable = query.payable ?? 0;
  const refusal = creditRefusal(credit, payable);
  return {
    usable: refusal ? 0 : 1,
    reason: refusal ? CREDIT_REFUSAL_MESSAGES[refusal] : null,
    limit: formatYuan(credit.limit),
    used: formatYuan(credit.used),
    available: formatYuan(credit.available),
    overdue: formatYuan(credit.overdue),
    payable: formatYuan(payable),
  };
}

/** Credit limits (fen) of these members; a member without credit terms has none in the map. */
export async function creditLimitsOf(db: Database, memberIds: number[]) {
  return new Map((await wallet.creditLimits(db, memberIds)).map((r) => [r.memberId, r.limit]));
}

/** Staff grant or change a member's credit limit; what it already owes stays owed. */
export const setCreditLimit = wallet.setCreditLimit;
