import {
  creditRefusal,
  creditSummary,
  CREDIT_REFUSAL_MESSAGES,
  discountLabel,
  formatYuan,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { qualificationNotices } from '../account/index';
import type { PaymentGateway } from '../../providers/payment/index';
import type { Viewer } from '../../shared/viewer';
import { toCartItem, rememberShownPrices, buyerRefusal } from '../cart/index';
import * as wallet from '../wallet/index';
import { hasSpecialGoods, loadOffers, priceSelection } from './checkout-pricing';
import { priceOrder, type OrderChoice } from './order-pricing';
import * as repo from '../orders/index';
import { findSellableBatches, groupByGoods, planBatches } from '../orders/index';

export const SPECIAL_ONLINE_REFUSAL = '含特殊药品的订单只能使用对公账户（余额或账期）支付';

/**
 * What the buyer can pay with: balance, credit terms, then each online provider the configuration
 * offers (the sandbox as 在线支付, 支付宝, 微信支付); 含特殊药品 orders only from the company account.
 */
export async function paymentMethods(
  db: Database,
  memberId: number,
  payable: number,
  hasSpecial: boolean,
  now: Date,
  online: readonly PaymentGateway[],
) {
  const [balance, credit] = await Promise.all([
    wallet.balanceOf(db, memberId),
    wallet.creditStateOf(db, memberId),
  ]);
  const summary = creditSummary(credit.limit, credit.entries, now);
  const refusal = creditRefusal(summary, payable);
  return [
    {
      method: 'balance',
      name: '余额支付',
      available: formatYuan(balance),
      usable: balance >= payable ? 1 : 0,
      reason: balance >= payable ? null : '余额不足',
    },
    {
      method: 'credit',
      name: '账期支付',
      available: formatYuan(summary.available),
      limit: formatYuan(summary.limit),
      overdue: formatYuan(summary.overdue),
      usable: refusal ? 0 : 1,
      reason: refusal ? CREDIT_REFUSAL_MESSAGES[refusal] : null,
    },
    ...online.map((gateway) => ({
      method: gateway.name === 'sandbox' ? 'online' : gateway.name,
      name: gateway.label,
      available: null,
      usable: hasSpecial ? 0 : 1,
      reason: hasSpecial ? SPECIAL_ONLINE_REFUSAL : null,
    })),
  ];
}

/**
 * The order preview (/cart/step2): lines with the batches they would come from, the amounts with the
 * chosen discounts, addresses, usable coupons, red packet and vouchers, payment methods, price
 * changes since the buyer last saw the lines (then remembered as seen) and refusals.
 */
export async function checkoutPreview(
  db: Database,
  viewer: Viewer,
  ids: number[],
  choice: OrderChoice,
  online: readonly PaymentGateway[] = [],
  now = new Date(),
) {
  const { ctx, cart } = await priceSelection(db, viewer, ids, now);
  const [offers, addresses, batches, invoice] = await Promise.all([
    loadOffers(db, viewer.memberId, now),
    repo.findAddresses(db, viewer.memberId),
    findSellableBatches(
      db,
      [...new Set(cart.lines.flatMap((p) => p.parts.map((part) => part.goodsId)))],
      now,
    ),
    repo.findInvoiceTitle(db, viewer.companyId),
  ]);
  const pricing = priceOrder(cart, offers, choice);
  const a = pricing.allocation;
  const hasSpecial = hasSpecialGoods(cart, ctx);
  const byGoods = groupByGoods(batches);
  const remaining = new Map([...byGoods].map(([id, list]) => [id, list.map((b) => ({ ...b }))]));
  const lines = cart.lines.map((p, i) => ({
    ...toCartItem(p, ctx),
    batches: p.parts.flatMap((part) => {
      const plan = planBatches(remaining.get(part.goodsId) ?? [], part.quantity);
      for (const piece of plan.pieces) piece.batch.stock -= piece.quantity;
      return plan.pieces.map((piece) => ({
        goods_id: part.goodsId,
        batch_no: piece.batch.batchNo,
        expires_on: piece.batch.expiresOn,
        number: piece.quantity,
      }));
    }),
    coupon_amount: formatYuan(a.lines[i]!.coupon),
    paid_amount: formatYuan(a.lines[i]!.paid),
  }));
  const refusals = [
    ...(buyerRefusal(ctx) ? [{ id: 0, goods_id: 0, name: '', reason: buyerRefusal(ctx)!.message }] : []),
    ...cart.lines
      .filter((p) => p.refusal)
      .map((p) => ({
        id: p.line.id,
        goods_id: p.line.goodsId ?? 0,
        name: p.goods?.name ?? p.combination?.name ?? '',
        reason: p.refusal!.message,
      })),
  ];
  const priceChanges = cart.lines
    .filter((p) => p.priceChanged)
    .map((p) => ({
      id: p.line.id,
      goods_id: p.line.goodsId ?? 0,
      name: p.goods?.name ?? p.combination?.name ?? '',
      from: formatYuan(p.priceChanged!.from),
      to: formatYuan(p.priceChanged!.to),
    }));
  await rememberShownPrices(
    db,
    viewer.memberId,
    cart.lines
      .filter((p) => p.priceChanged || p.line.shownPrice === null)
      .map((p) => ({ id: p.line.id, price: p.unitPrice })),
  );
  return {
    lines,
    gifts: cart.lines
      .filter((p) => p.gift && p.gift.total > 0)
      .map((p) => ({
        goods_id: p.gift!.goodsId,
        name: p.gift!.name,
        unit: p.gift!.unit,
        number: p.gift!.total,
      })),
    amounts: {
      goods_amount: formatYuan(a.goodsAmount),
      manjian_amount: formatYuan(a.used.fullReduction),
      coupon_amount: formatYuan(a.used.coupon),
      shipping_amount: formatYuan(a.shipping.amount),
      red_packet_amount: formatYuan(a.used.redPacket),
      cash_voucher_amount: formatYuan(a.used.cashVoucher),
      payable_amount: formatYuan(a.payable),
      no_trans_order_amount: formatYuan(cart.shipping.no_trans_order_amount),
    },
    addresses: addresses.map((ad) => ({
      id: ad.id,
      consignee: ad.consignee,
      phone: ad.phone,
      province: ad.province,
      city: ad.city,
      district: ad.district,
      detail: ad.detail,
      full_address: repo.fullAddress(ad),
      is_default: ad.isDefault ? 1 : 0,
    })),
    invoice: {
      title: invoice.title,
      tax_number: invoice.taxNumber,
      types: [
        { id: 0, name: '不开发票' },
        { id: 1, name: '电子发票' },
      ],
    },
    coupons: pricing.coupons.map(({ coupon, usable, reason }) => ({
      id: coupon.id,
      name: coupon.name,
      type: coupon.type,
      amount: formatYuan(coupon.amount),
      threshold: formatYuan(coupon.threshold),
      desc: discountLabel(formatYuan(coupon.threshold), formatYuan(coupon.amount), coupon.threshold),
      valid_to: coupon.validTo.toISOString(),
      usable: usable ? 1 : 0,
      reason,
      selected: pricing.coupon?.id === coupon.id ? 1 : 0,
    })),
    red_packet: { balance: formatYuan(offers.redPacketBalance), used: formatYuan(a.used.redPacket) },
    cash_vouchers: pricing.cashVouchers.map(({ voucher, usable, reason }) => ({
      id: voucher.id,
      name: voucher.name,
      amount: formatYuan(voucher.amount),
      threshold: formatYuan(voucher.threshold),
      valid_to: voucher.validTo.toISOString(),
      usable: usable ? 1 : 0,
      reason,
      selected: pricing.cashVoucher?.id === voucher.id ? 1 : 0,
    })),
    payment_methods: await paymentMethods(db, viewer.memberId, a.payable, hasSpecial, now, online),
    price_changes: priceChanges,
    refusals,
    errors: pricing.errors,
    notices: [...pricing.notices, ...(await qualificationNotices(db, viewer.companyId, now))],
    has_special: hasSpecial ? 1 : 0,
    receipt_required: hasSpecial ? 1 : 0,
    can_submit: refusals.length === 0 && pricing.errors.length === 0 && addresses.length > 0 ? 1 : 0,
  };
}
