import { formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { PaymentProviders } from '../../providers/payment/index';
import type { Viewer } from '../../shared/viewer';
import { createOrder, type CreateOrderInput } from './order-create.service';
import { discountNotices } from './order-pricing';
import { payOrder, type PayChoice } from './payment.service';

/**
 * 提交订单: creates the order and, when the buyer chose a method on the same page, pays it at once.
 * A refused payment leaves the order 待支付 and says why; the order itself stands.
 */
export async function submitOrder(
  db: Database,
  viewer: Viewer,
  input: CreateOrderInput & { payMethod?: PayChoice },
  providers: PaymentProviders,
) {
  const order = await createOrder(db, viewer, input);
  let pay: Record<string, unknown> | null = null;
  if (input.payMethod && order.status === 'unpaid') {
    try {
      pay = await payOrder(db, viewer, order.id, input.payMethod, providers);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      pay = { status: 'failed', message: error.message };
    }
  }
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: pay?.status === 'paid' ? 'to_ship' : order.status,
    payable_amount: formatYuan(order.payableAmount),
    has_special: order.hasSpecial ? 1 : 0,
    expires_at: order.expiresAt.toISOString(),
    pay,
    notices: discountNotices(
      { couponId: input.couponId, cashVoucherId: input.cashVoucherId },
      { couponId: order.couponId, cashVoucherId: order.cashVoucherId },
    ),
  };
}
