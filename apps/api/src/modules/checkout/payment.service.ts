import {
  creditRefusal,
  creditSummary,
  CREDIT_REFUSAL_MESSAGES,
  formatDate,
  formatYuan,
  SPECIAL_RECEIPT_OUTSTANDING,
  toCalendarDate,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/http-errors';
import { ordersPaid, paymentsFailed } from '../../observability/metrics';
import type { Viewer } from '../../shared/viewer';
import { lockMember } from '../../shared/member-lock';
import { hasOutstandingSpecialReceipt } from '../../shared/special-receipt';
import { SPECIAL_ONLINE_REFUSAL } from './checkout-preview.service';
import { sweepExpiredOrders } from '../orders/index';
import { newNumber } from '../../lib/unique-numbers';
import * as orders from '../orders/index';
import { issueBlueInvoice } from '../service/index';
import type { PaymentGateway, PaymentProviders } from '../../providers/payment/index';
import * as wallet from '../wallet/index';
import { recordEvent } from '../integration/index';
import { payByBalance, unpayable } from './balance-payment';

export type PayMethod = 'balance' | 'credit' | 'online';
/** How an order was settled: a checkout method, or transfer (a bank transfer finance approved, 线下汇款). */
export type SettleMethod = PayMethod | 'transfer';
/** What the buyer picks: the company account, or an online provider ('online' is the first offered). */
export type PayChoice = PayMethod | 'alipay' | 'wechat';

export const PROVIDER_UNAVAILABLE = '该支付方式暂不可用，请选择其他支付方式';

/** The gateway for an online choice: 'online' the sandbox when offered, else the first offered. */
export function gatewayFor(providers: PaymentProviders, choice: PayChoice): PaymentGateway {
  const offered = providers.offered;
  const gateway =
    choice === 'online'
      ? (offered.find((g) => g.name === 'sandbox') ?? offered[0])
      : offered.find((g) => g.name === choice);
  if (!gateway) throw new AppError(409, PROVIDER_UNAVAILABLE);
  return gateway;
}

/** The answer of an online start: the provider's page (redirect_url) or its QR code (code_url). */
export async function startOnline(
  gateway: PaymentGateway,
  payment: { paymentNo: string; amount: number },
  subject: string,
  returnPath: string,
) {
  const start = await gateway.start({ ...payment, subject, returnPath });
  return 'codeUrl' in start ? { code_url: start.codeUrl } : { redirect_url: start.redirectUrl };
}

const DAY_MS = 86_400_000;

export function dueDate(now: Date, days: number): string {
  return formatDate(toCalendarDate(new Date(now.getTime() + days * DAY_MS)));
}

async function payableOrder(db: Database, viewer: Viewer, orderId: number, now: Date) {
  await sweepExpiredOrders(db, now, viewer.memberId);
  const order = await orders.findOrder(db, viewer.memberId, orderId);
  if (!order) throw notFound('订单');
  const refusal = unpayable(order.status);
  if (refusal) throw refusal;
  return order;
}

/**
 * Pays an unpaid order. Balance and credit are debited inside one transaction under the member lock
 * (ledger row, payment row, order to 待发货); online returns the gateway page to send the buyer to.
 */
export async function payOrder(
  db: Database,
  viewer: Viewer,
  orderId: number,
  choice: PayChoice,
  providers: PaymentProviders,
  now = new Date(),
) {
  // By balance: five statements, unless an order of the member is past its deadline (swept first).
  if (choice === 'balance') {
    const paid = await payByBalance(db, viewer, orderId, now);
    if (paid) return paid;
  }
  const order = await payableOrder(db, viewer, orderId, now);
  const online = choice !== 'balance' && choice !== 'credit';
  if (order.hasSpecial && online) throw forbidden(SPECIAL_ONLINE_REFUSAL);
  const method: PayMethod = online ? 'online' : choice;
  const amount = order.payableAmount;
  if (online && amount > 0) {
    const gateway = gatewayFor(providers, choice);
    const pending = await wallet.findPendingOrderPayment(db, orderId, gateway.name);
    const payment =
      pending && pending.amount === amount
        ? pending
        : await wallet.insertPayment(
            db,
            {
              memberId: viewer.memberId,
              purpose: 'order',
              orderId,
              method: 'online',
              provider: gateway.name,
              amount,
            },
            () => newNumber('PY', now),
          );
    const start = await startOnline(
      gateway,
      payment,
      `药采网订单 ${order.orderNo}`,
      `/cart/step4?order_id=${orderId}`,
    );
    return {
      order_id: orderId,
      status: 'pending',
      pay_method: choice === 'online' ? 'online' : gateway.name,
      provider: gateway.name,
      payment_no: payment.paymentNo,
      ...start,
    };
  }
  await db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    // Under the lock: of two 含特殊药品 orders paid at once, the second sees the first's receipt owed.
    if (order.hasSpecial && (await hasOutstandingSpecialReceipt(tx, viewer.memberId, order.id)))
      throw forbidden(SPECIAL_RECEIPT_OUTSTANDING);
    const note = `支付订单${order.orderNo}`;
    if (method === 'balance' && amount > 0) {
      const balance = await wallet.balanceOf(tx, viewer.memberId);
      if (balance < amount) {
        paymentsFailed.inc({ method });
        throw new AppError(409, '余额不足，请选择其他支付方式');
      }
      await wallet.insertBalanceEntry(tx, {
        memberId: viewer.memberId,
        amount: -amount,
        kind: 'pay',
        orderId,
        note,
        createdAt: now,
      });
    }
    if (method === 'credit' && amount > 0) {
      const state = await wallet.creditStateOf(tx, viewer.memberId);
      const refusal = creditRefusal(creditSummary(state.limit, state.entries, now), amount);
      if (refusal) {
        paymentsFailed.inc({ method });
        throw new AppError(refusal === 'no_credit' ? 403 : 409, CREDIT_REFUSAL_MESSAGES[refusal]);
      }
      await wallet.insertCreditEntry(tx, {
        memberId: viewer.memberId,
        amount,
        kind: 'charge',
        orderId,
        note,
        dueOn: dueDate(now, state.days),
        createdAt: now,
      });
    }
    await markOrderPaid(tx, order.id, order.orderNo, viewer.memberId, method, amount, now);
  });
  ordersPaid.inc({ method });
  return { order_id: orderId, status: 'paid', pay_method: method, paid_amount: formatYuan(amount) };
}

/**
 * The payment row, the order's move to 待发货 and its blue e-invoice; refuses when the order left 待支付
 * meanwhile.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: number,
  orderNo: string,
  memberId: number,
  method: SettleMethod,
  amount: number,
  now: Date,
  paymentId?: number,
) {
  const moved = await orders.transition(tx, orderId, 'unpaid', {
    status: 'to_ship',
    paidAt: now,
    payMethod: method,
  });
  if (!moved) throw conflict('订单状态已变化，请刷新后重试');
  if (paymentId === undefined) {
    await wallet.insertPayment(
      tx,
      {
        memberId,
        purpose: 'order',
        orderId,
        method,
        amount,
        status: 'paid',
        paidAt: now,
      },
      () => newNumber('PY', now),
    );
  }
  const label = { balance: '余额', credit: '账期', online: '在线', transfer: '线下汇款' }[method];
  await orders.insertEvent(tx, orderId, 'paid', `订单${orderNo}已通过${label}支付，等待发货`, now);
  await recordEvent(tx, 'order.paid', orderId, now);
  await issueBlueInvoice(tx, orderId, now);
}

/** 查询还款单状态 (payment_no), or whether credit terms can pay this order now (order_id). */
export async function creditCheck(
  db: Database,
  viewer: Viewer,
  query: { paymentNo?: string; orderId?: number },
) {
  if (query.paymentNo) return wallet.checkCredit(db, viewer, { paymentNo: query.paymentNo });
  let payable = 0;
  if (query.orderId) {
    const order = await orders.findOrder(db, viewer.memberId, query.orderId);
    if (!order) throw notFound('订单');
    payable = order.payableAmount;
  }
  return wallet.checkCredit(db, viewer, { payable });
}
