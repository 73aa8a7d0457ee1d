import type { Database } from '../../db/client';
import { ordersPaid, paymentsFailed } from '../../observability/metrics';
import { lockMember } from '../../shared/member-lock';
import * as orders from '../orders/index';
import { creditOf, repaymentExcess } from '../wallet/index';
import type {
  GatewayNotice,
  PaymentGateway,
  PaymentProviders,
  RawNotice,
  TradeState,
} from '../../providers/payment/index';
import { markOrderPaid } from './payment.service';
import * as wallet from '../wallet/index';

// A payment closed on our side (order cancelled, buyer pressed 取消) can still be paid at the provider.
const OPEN = ['pending', 'cancelled'];

export type NoticeOutcome =
  | 'paid'
  | 'repeated'
  | 'refunded'
  | 'cancelled'
  | 'ignored'
  | 'refund_done'
  | 'refund_failed'
  | 'rejected'
  | 'unknown';

export interface NotifyResult {
  /** The provider should be told the notice was taken (success / 204). */
  accepted: boolean;
  outcome: NoticeOutcome;
  reason: string;
  payment: wallet.PaymentRow | null;
}

export function pageAfter(payment: wallet.PaymentRow, paid: boolean) {
  if (payment.purpose === 'order')
    return paid ? `/cart/step4?order_id=${payment.orderId}` : `/cart/step3/${payment.orderId}`;
  return `/zqgl?payment_no=${encodeURIComponent(payment.paymentNo)}`;
}

/** Money that may no longer be taken goes back; false when the payment was handled already. */
async function sendBack(
  tx: Database,
  payment: wallet.PaymentRow,
  tradeNo: string,
  now: Date,
  refunds: number[],
) {
  const late = await wallet.settlePayment(
    tx,
    payment.id,
    { status: 'refunded', paidAt: now, providerTradeNo: tradeNo },
    OPEN,
  );
  if (!late) return false;
  await queueBack(tx, payment, now, refunds);
  return true;
}

async function queueBack(tx: Database, payment: wallet.PaymentRow, now: Date, refunds: number[]) {
  const row = await wallet.queueProviderRefund(tx, {
    payment,
    amount: payment.amount,
    reason: '支付单已不可支付，款项原路退回',
    now,
  });
  refunds.push(row.id);
}

/**
 * Settles a payment the provider says was paid (by notice or by our query), once: the payment row
 * moves from open to paid only once under the buyer's lock, so repeats and parallel notices find it
 * paid and change nothing. Money for an order that was cancelled or paid another way meanwhile, or
 * for a repayment above what is still owed, goes back through the provider after the transaction.
 */
export async function settlePaid(
  db: Database,
  providers: PaymentProviders,
  payment: wallet.PaymentRow,
  tradeNo: string,
  now = new Date(),
): Promise<'paid' | 'repeated' | 'refunded'> {
  const refunds: number[] = [];
  const status = await db.transaction(async (tx) => {
    await lockMember(tx, payment.memberId);
    const current = await wallet.findPaymentByNo(tx, payment.paymentNo);
    // A repayment paid from the balance meanwhile: this money is a second payment.
    if (current?.status === 'paid' && current.method !== 'online') {
      if (await wallet.hasRefund(tx, current.id)) return 'repeated';
      await queueBack(tx, { ...current, provider: payment.provider }, now, refunds);
      return 'refunded';
    }
    const order = payment.orderId ? await orders.findOrderAnyMember(tx, payment.orderId) : null;
    if (order && order.status !== 'unpaid') {
      const late = await sendBack(tx, payment, tradeNo, now, refunds);
      if (late)
        await orders.insertEvent(tx, order.id, 'refund', '订单已不可支付，在线支付款项已原路退回', now);
      return late ? 'refunded' : 'repeated';
    }
    // A repayment paid after the debt went down (another repayment, a refund) must not take it twice.
    if (!order && repaymentExcess(payment.amount, (await creditOf(tx, payment.memberId, now)).used)) {
      return (await sendBack(tx, payment, tradeNo, now, refunds)) ? 'refunded' : 'repeated';
    }
    const settled = await wallet.settlePayment(
      tx,
      payment.id,
      { status: 'paid', paidAt: now, providerTradeNo: tradeNo },
      OPEN,
    );
    if (!settled) return 'repeated';
    if (order) {
      await markOrderPaid(
        tx,
        order.id,
        order.orderNo,
        order.memberId,
        'online',
        payment.amount,
        now,
        payment.id,
      );
    } else {
      await wallet.insertCreditEntry(tx, {
        memberId: payment.memberId,
        amount: -payment.amount,
        kind: 'repay',
        note: `在线还款 ${payment.paymentNo}`,
        createdAt: now,
      });
    }
    return 'paid';
  });
  await wallet.sendRefunds(db, providers, refunds, now);
  if (status === 'paid' && payment.purpose === 'order') ordersPaid.inc({ method: 'online' });
  return status;
}

const providerOf = (payment: wallet.PaymentRow) => payment.provider || 'sandbox';

async function decide(
  db: Database,
  providers: PaymentProviders,
  gateway: PaymentGateway,
  notice: GatewayNotice,
  now: Date,
): Promise<NotifyResult> {
  if (notice.refund) {
    const settled = await wallet.settleRefund(
      db,
      notice.refund.refundNo,
      notice.refund.state,
      notice.refund.providerRefundNo,
      `渠道退款状态 ${notice.state}`,
      now,
    );
    if (!settled) return { accepted: false, outcome: 'unknown', reason: '未知的退款单号', payment: null };
    const { row, changed } = settled;
    const outcome = !changed
      ? 'repeated'
      : row.status === 'done'
        ? 'refund_done'
        : row.status === 'failed'
          ? 'refund_failed'
          : 'ignored';
    return { accepted: true, outcome, reason: '', payment: null };
  }
  const payment = await wallet.findPaymentByNo(db, notice.paymentNo);
  if (!payment || providerOf(payment) !== gateway.name)
    return { accepted: false, outcome: 'unknown', reason: '支付单不存在', payment: null };
  if (payment.amount !== notice.amount)
    return { accepted: false, outcome: 'rejected', reason: '支付金额不符', payment };
  if (notice.status === 'cancel' && gateway.name === 'sandbox') {
    await wallet.settlePayment(db, payment.id, { status: 'cancelled' });
    return { accepted: true, outcome: 'cancelled', reason: '', payment };
  }
  if (notice.status !== 'success')
    return { accepted: false, outcome: 'ignored', reason: `交易状态 ${notice.state}，不入账`, payment };
  const outcome = await settlePaid(db, providers, payment, notice.tradeNo, now);
  return { accepted: true, outcome, reason: '', payment };
}

const SIGNATURE_HEADERS = [
  'wechatpay-timestamp',
  'wechatpay-nonce',
  'wechatpay-serial',
  'wechatpay-signature',
];

/**
 * A provider's notice: verified by its gateway (signature, our app id, its time), then settled once.
 * Every notice is stored as it came with what it did; one that fails any check changes nothing else.
 */
export async function handleNotify(
  db: Database,
  providers: PaymentProviders,
  gateway: PaymentGateway,
  raw: RawNotice,
  now = new Date(),
): Promise<NotifyResult> {
  const check = gateway.verify(raw);
  const result: NotifyResult = check.ok
    ? await decide(db, providers, gateway, check.notice, now)
    : { accepted: false, outcome: 'rejected', reason: check.reason, payment: null };
  if (!result.accepted && result.outcome !== 'ignored') paymentsFailed.inc({ method: 'online' });
  const headers = Object.fromEntries(
    SIGNATURE_HEADERS.flatMap((h) =>
      typeof raw.headers[h] === 'string' ? [[h, raw.headers[h] as string]] : [],
    ),
  );
  await wallet.recordPaymentNotice(db, {
    provider: gateway.name,
    paymentNo: check.ok ? check.notice.paymentNo.slice(0, 64) : '',
    verified: check.ok,
    outcome: result.outcome,
    reason: result.reason,
    state: check.ok ? check.notice.state.slice(0, 32) : '',
    amount: check.ok && Number.isSafeInteger(check.notice.amount) ? check.notice.amount : null,
    headers,
    raw: raw.body.slice(0, 20_000),
    receivedAt: now,
  });
  return result;
}

/**
 * Missed notices: asks the provider about one open online payment and settles it (paid) or closes it
 * (closed or unknown there and past its time). Returns what happened.
 */
export async function reconcilePayment(
  db: Database,
  providers: PaymentProviders,
  payment: wallet.PaymentRow,
  closeBefore: Date,
  now = new Date(),
): Promise<'paid' | 'repeated' | 'refunded' | 'closed' | 'open' | 'skipped'> {
  const gateway = providers.get(providerOf(payment));
  if (!gateway || gateway.name === 'sandbox') return 'skipped';
  const trade: TradeState = await gateway.query(payment.paymentNo);
  if (trade.state === 'paid') {
    if (trade.amount !== payment.amount) return 'skipped';
    return settlePaid(db, providers, payment, trade.tradeNo ?? '', now);
  }
  const expired = payment.createdAt < closeBefore;
  if (trade.state === 'pending' && expired) await gateway.close(payment.paymentNo);
  if (trade.state === 'closed' || expired) {
    await wallet.settlePayment(db, payment.id, { status: 'cancelled' });
    return 'closed';
  }
  return 'open';
}

/** How long a payment may stay open before the job asks its provider, and before it is closed. */
export const ASK_AFTER_MS = 2 * 60_000;
export const CLOSE_AFTER_MS = 35 * 60_000;

/** One round of the missed-notice job over the configured real providers' open payments. */
export async function reconcileOnlinePayments(
  db: Database,
  providers: PaymentProviders,
  now = new Date(),
  stop?: AbortSignal,
) {
  const names = (['alipay', 'wechat'] as const).filter((n) => providers.get(n));
  const due = await wallet.claimOpenOnlinePayments(db, names, new Date(now.getTime() - ASK_AFTER_MS), now);
  const results: Record<string, number> = {};
  for (const payment of due) {
    if (stop?.aborted) break;
    let result: string;
    try {
      result = await reconcilePayment(db, providers, payment, new Date(now.getTime() - CLOSE_AFTER_MS), now);
    } catch {
      result = 'failed';
    }
    results[result] = (results[result] ?? 0) + 1;
  }
  return results;
}
