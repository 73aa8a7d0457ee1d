import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import { ordersPaid, paymentsFailed } from '../../observability/metrics';
import { lockMember } from '../../shared/member-lock';
import * as orders from '../orders/index';
import { creditOf, repaymentExcess } from '../wallet/index';
import type { PaymentGateway } from '../../providers/payment-gateway';
import { markOrderPaid } from './payment.service';
import * as wallet from '../wallet/index';

// A payment closed on our side (order cancelled, buyer pressed 取消) can still be paid at the provider.
const OPEN = ['pending', 'cancelled'];

function pageAfter(payment: wallet.PaymentRow, paid: boolean) {
  if (payment.purpose === 'order')
    return paid ? `/cart/step4?order_id=${payment.orderId}` : `/cart/step3/${payment.orderId}`;
  return `/zqgl?payment_no=${encodeURIComponent(payment.paymentNo)}`;
}

/** Money that may no longer be taken goes straight back; false when the notice was handled already. */
async function sendBack(
  tx: Database,
  gateway: PaymentGateway,
  payment: wallet.PaymentRow,
  tradeNo: string,
  now: Date,
) {
  const late = await wallet.settlePayment(
    tx,
    payment.id,
    { status: 'refunded', paidAt: now, providerTradeNo: tradeNo },
    OPEN,
  );
  if (!late) return false;
  await refundThrough(tx, gateway, payment);
  return true;
}

async function refundThrough(tx: Database, gateway: PaymentGateway, payment: wallet.PaymentRow) {
  const refundNo = await gateway.refund(payment.paymentNo, payment.amount);
  await wallet.insertPaymentRefund(tx, { paymentId: payment.id, amount: payment.amount, refundNo });
}

/**
 * The gateway's signed notice. A bad signature or amount changes nothing (400); a repeated notice
 * finds the payment no longer pending and changes nothing either. Money for an order that was
 * cancelled or paid another way meanwhile, or for a repayment above what is still owed, goes straight
 * back through the gateway.
 */
export async function handleNotify(
  db: Database,
  gateway: PaymentGateway,
  fields: Record<string, unknown>,
  now = new Date(),
) {
  const notice = gateway.verify(fields);
  if (!notice) {
    paymentsFailed.inc({ method: 'online' });
    throw new AppError(400, '签名校验失败');
  }
  const payment = await wallet.findPaymentByNo(db, notice.paymentNo);
  if (!payment) throw notFound('支付单');
  if (payment.amount !== notice.amount) {
    paymentsFailed.inc({ method: 'online' });
    throw new AppError(400, '支付金额不符');
  }
  if (notice.status === 'cancel') {
    paymentsFailed.inc({ method: 'online' });
    await wallet.settlePayment(db, payment.id, { status: 'cancelled' });
    return { redirect: pageAfter(payment, false), payment_no: payment.paymentNo, status: 'cancelled' };
  }
  const status = await db.transaction(async (tx) => {
    await lockMember(tx, payment.memberId);
    const current = await wallet.findPaymentByNo(tx, payment.paymentNo);
    // A repayment paid from the balance meanwhile: this money is a second payment.
    if (current?.status === 'paid' && current.method !== 'online') {
      if (await wallet.hasRefund(tx, current.id)) return 'repeated';
      await refundThrough(tx, gateway, current);
      return 'refunded';
    }
    const order = payment.orderId ? await orders.findOrderAnyMember(tx, payment.orderId) : null;
    if (order && order.status !== 'unpaid') {
      const late = await sendBack(tx, gateway, payment, notice.tradeNo, now);
      if (late)
        await orders.insertEvent(tx, order.id, 'refund', '订单已不可支付，在线支付款项已原路退回', now);
      return late ? 'refunded' : 'repeated';
    }
    // A repayment paid after the debt went down (another repayment, a refund) must not take it twice.
    if (!order && repaymentExcess(payment.amount, (await creditOf(tx, payment.memberId, now)).used)) {
      return (await sendBack(tx, gateway, payment, notice.tradeNo, now)) ? 'refunded' : 'repeated';
    }
    const settled = await wallet.settlePayment(
      tx,
      payment.id,
      { status: 'paid', paidAt: now, providerTradeNo: notice.tradeNo },
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
  if (status === 'paid' && payment.purpose === 'order') ordersPaid.inc({ method: 'online' });
  return { redirect: pageAfter(payment, status !== 'refunded'), payment_no: payment.paymentNo, status };
}
