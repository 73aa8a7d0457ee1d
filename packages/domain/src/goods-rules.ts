import { addMonths, compareDates, formatDate, toCalendarDate } from './calendar-date';
import { NEAR_EXPIRY_MONTHS, SPECIAL_MEDICINE_ORDER_CAP } from './constants';
import { PRICE_LOGIN_REQUIRED, PRICE_REVIEW_REQUIRED } from './errors';

type DateInput = Date | string;

/** Less than `months` of shelf life left on `today` (an expired batch counts too). */
export function isNearExpiry(expiresOn: DateInput, today: DateInput, months = NEAR_EXPIRY_MONTHS): boolean {
  return compareDates(toCalendarDate(expiresOn), addMonths(toCalendarDate(today), months)) < 0;
}

/** Batches expiring before this date ("YYYY-MM-DD") are near expiry; for queries of the zone. */
export function nearExpiryCutoff(today: DateInput, months = NEAR_EXPIRY_MONTHS): string {
  return formatDate(addMonths(toCalendarDate(today), months));
}

/** A batch may still be sold on its expiry date itself. */
export function isExpired(expiresOn: DateInput, today: DateInput): boolean {
  return compareDates(toCalendarDate(expiresOn), toCalendarDate(today)) < 0;
}

export interface PriceVisibility {
  visible: boolean;
  reason: null | typeof PRICE_LOGIN_REQUIRED | typeof PRICE_REVIEW_REQUIRED;
}

export function priceVisibility({
  loggedIn,
  isPassed,
}: {
  loggedIn: boolean;
  isPassed: boolean;
}): PriceVisibility {
  if (!loggedIn) return { visible: false, reason: PRICE_LOGIN_REQUIRED };
  if (!isPassed) return { visible: false, reason: PRICE_REVIEW_REQUIRED };
  return { visible: true, reason: null };
}

/** Never listed, never sold on the platform (vaccines, blood products, narcotics, …). */
export const FORBIDDEN_SCOPES: readonly string[] = [
  '疫苗',
  '血液制品',
  '麻醉药品',
  '精神药品',
  '医疗用毒性药品',
  '放射性药品',
  '药品类易制毒化学品',
];

// Substring match, so "第二类精神药品" or "疫苗类" are caught as well.
export function isForbiddenScope(scope: string | null | undefined): boolean {
  const name = (scope ?? '').trim();
  return name !== '' && FORBIDDEN_SCOPES.some((forbidden) => name.includes(forbidden));
}

/** Goods without a scope class cannot be checked against the buyer's licence, so they are refused. */
export function canBuyScope(goodsScope: string | null | undefined, buyerScopes: readonly string[]): boolean {
  const scope = (goodsScope ?? '').trim();
  if (scope === '' || isForbiddenScope(scope)) return false;
  return buyerScopes.some((allowed) => allowed.trim() === scope);
}

/** Goods `type` 1: 含特殊药品复方制剂. */
export const SPECIAL_MEDICINE_TYPE = 1;

export type SpecialMedicineRefusal = 'permission' | 'receipt' | 'cap';

/** What a 含特殊药品 buyer must do after each such order (the pay page says it, the refusal repeats it). */
export const SPECIAL_RECEIPT_RULE =
  '请在“含麻订单回执”上传加盖公章的签字回执，审核通过后方可继续采购此类商品';

/**
 * Refusal of 含特殊药品 goods (cart, checkout, payment) while an earlier paid order of such goods has
 * no approved receipt.
 */
export const SPECIAL_RECEIPT_OUTSTANDING = `您有含特殊药品的订单回执尚未审核通过，${SPECIAL_RECEIPT_RULE}`;

/**
 * `quantity` is the goods' total in the order; the cap is per goods per order. `receiptOutstanding`:
 * the buyer has a paid 含特殊药品 order whose receipt is not approved yet.
 */
export function specialMedicineRefusal({
  goodsType,
  buyerIsSpecial,
  quantity,
  receiptOutstanding = false,
  cap = SPECIAL_MEDICINE_ORDER_CAP,
}: {
  goodsType: number | null | undefined;
  buyerIsSpecial: boolean;
  quantity: number;
  receiptOutstanding?: boolean;
  cap?: number;
}): SpecialMedicineRefusal | null {
  if (goodsType !== SPECIAL_MEDICINE_TYPE) return null;
  if (!buyerIsSpecial) return 'permission';
  if (receiptOutstanding) return 'receipt';
  return quantity > cap ? 'cap' : null;
}
