import { creditRefundSplit, creditSummary } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import * as payments from '../wallet/index';
import * as wallet from '../wallet/index';
import type { OrderRow } from './orders.repository';

/** Who gets a refund and what its ledger rows say. */
export interface RefundBase {
  memberId: number;
  orderId: number;
  afterSaleId: number;
  note: string;
  createdAt: Date;
}

const VOUCHER_VALID_DAYS = 90;

/**
 * Sends `amount` fen of paid money back where it came from: the balance, the credit used (what was
 * repaid meanwhile goes to the balance), or the online payment through its provider (queued here, sent
 * once the transaction is committed: sendAfterSaleRefunds).
 */
export async function refundMoney(tx: Database, order: OrderRow, base: RefundBase, amount: number) {
  if (amount <= 0) return;
  if (order.payMethod === 'balance') await wallet.insertBalanceEntry(tx, { ...base, amount, kind: 'refund' });
  if (order.payMethod === 'credit') {
    const state = await wallet.creditStateOf(tx, base.memberId);
    const split = creditRefundSplit(creditSummary(state.limit, state.entries, base.createdAt).used, amount);
    if (split.toCredit > 0)
      await wallet.insertCreditEntry(tx, { ...base, amount: -split.toCredit, kind: 'refund' });
    if (split.toBalance > 0)
      await wallet.insertBalanceEntry(tx, {
        ...base,
        amount: split.toBalance,
        kind: 'refund',
        note: `${base.note}（账期已还部分退至余额）`,
      });
  }
  if (order.payMethod === 'online') {
    const payment = await payments.findPaidOrderPayment(tx, order.id);
    if (!payment) throw new AppError(409, '找不到原支付记录');
    await payments.queueProviderRefund(tx, {
      payment,
      amount,
      afterSaleId: base.afterSaleId,
      reason: base.note,
      now: base.createdAt,
    });
  }
}

export async function refundRedPacket(tx: Database, base: RefundBase, amount: number) {
  if (amount > 0) await wallet.insertRedPacketEntry(tx, { ...base, amount, kind: 'refund' });
}

/** Cash-voucher value that comes back as a new voucher. */
export async function issueRefundVoucher(tx: Database, base: RefundBase, label: string, amount: number) {
  if (amount <= 0) return;
  await wallet.insertCashVoucher(tx, {
    memberId: base.memberId,
    name: `退款返还现金券（${label}）`,
    amount,
    validFrom: base.createdAt,
    validTo: new Date(base.createdAt.getTime() + VOUCHER_VALID_DAYS * 86_400_000),
    source: 'refund',
  });
}

/**
 * The coupon and the cash voucher after a refund (docs/refund-policy.md). Once every bought unit is
 * refunded the coupon comes back if still valid. Voucher value comes back as the voucher itself when
 * all of it comes back at once with the whole order and the voucher is still valid, otherwise as a new
 * refund voucher. Both returns are conditional updates, so nothing comes back twice.
 */
export async function returnDiscounts(
  tx: Database,
  order: OrderRow,
  base: RefundBase,
  saleNo: string,
  voucherValue: number,
  wholeOrder: boolean,
) {
  if (wholeOrder && order.couponId !== null)
    await wallet.returnCoupon(tx, order.couponId, order.id, base.createdAt);
  if (voucherValue <= 0) return;
  const whole = wholeOrder && order.cashVoucherId !== null && voucherValue === order.cashVoucherAmount;
  if (whole && (await wallet.returnCashVoucher(tx, order.cashVoucherId!, order.id, base.createdAt))) return;
  await issueRefundVoucher(tx, base, saleNo, voucherValue);
}
