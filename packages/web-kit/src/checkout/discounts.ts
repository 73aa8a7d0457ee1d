import type { CheckoutPreviewInput } from '@yaocai/contract';
import { formatYuan, parseYuan } from '@yaocai/domain';

/**
 * The discounts chosen on a checkout page (PC and phone) as it holds them (typed values it reads back);
 * they must fit the contract's POST /api/cart/checkout and /api/order/create bodies.
 */
export interface DiscountChoice extends Pick<
  CheckoutPreviewInput,
  'coupon_id' | 'red_packet' | 'cash_voucher_id'
> {
  coupon_id?: number;
  /** Yuan text ("5.00"). */
  red_packet?: string;
  cash_voucher_id?: number;
}

/** Only the chosen discounts (an empty value means none), as both calls take them. */
export const compactChoice = (choice: DiscountChoice) => ({
  ...(choice.coupon_id ? { coupon_id: choice.coupon_id } : {}),
  ...(choice.red_packet ? { red_packet: choice.red_packet } : {}),
  ...(choice.cash_voucher_id ? { cash_voucher_id: choice.cash_voucher_id } : {}),
});

/** What the buyer typed for the red packet, cut to the balance ("" for none): yuan text. */
export function redPacketAmount(typed: string, balanceYuan: string): string {
  const balance = parseYuan(balanceYuan) ?? 0;
  const fen = parseYuan(typed.trim() || '0');
  const next = fen === null ? 0 : Math.min(fen, balance);
  return next > 0 ? formatYuan(next) : '';
}
