import { assertFen } from './money';

/**
 * Electronic invoices (电子发票): blue for a paid order, red (冲红, negative amounts) for a refund.
 * Amounts are tax-inclusive fen; the tax is worked out of them per line.
 */

export const INVOICE_KINDS = ['blue', 'red'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { blue: '蓝字', red: '红字' };

/** What an invoice line sells: a goods kind of the catalogue, or the delivery charged with it. */
export type TaxableKind = 'drug' | 'herbal' | 'device' | 'shipping';

/**
 * VAT rate in percent. A goods' own rate wins (an exempt or reduced item); otherwise 中药饮片
 * (agricultural produce) and the delivery charge (运输服务) are 9%, medicines and devices 13%.
 */
export function invoiceTaxRate(kind: TaxableKind | string, ownRate?: number | null): number {
  if (ownRate !== undefined && ownRate !== null) {
    if (!Number.isInteger(ownRate) || ownRate < 0 || ownRate > 100)
      throw new RangeError(`tax rate must be an integer percent, got ${String(ownRate)}`);
    return ownRate;
  }
  return kind === 'herbal' || kind === 'shipping' ? 9 : 13;
}

/** 税收分类编码简称 printed between asterisks before the item name (*中成药*六味地黄丸). */
export function invoiceCategory(kind: TaxableKind | string, scopeClass = ''): string {
  if (kind === 'shipping') return '运输服务';
  if (kind === 'herbal' || scopeClass === '中药饮片') return '中药饮片';
  if (kind === 'device') return '医疗器械';
  if (scopeClass === '中成药') return '中成药';
  if (scopeClass === '生物制品') return '生物药品';
  return '化学药品制剂';
}

/**
 * Tax in a tax-inclusive amount: round(amount × rate / (1 + rate)), half away from zero, in integers
 * so no float ever decides a fen. A negative (red) amount gets the mirror of the positive one's tax.
 */
export function taxOfInclusive(amountFen: number, ratePercent: number): number {
  assertFen(amountFen);
  invoiceTaxRate('drug', ratePercent);
  const abs = Math.abs(amountFen);
  const base = 100 + ratePercent;
  const tax = Math.floor((2 * abs * ratePercent + base) / (2 * base));
  return amountFen < 0 ? -tax : tax;
}

export interface InvoiceLineAmount {
  /** Tax-inclusive fen. */
  amount: number;
  tax: number;
}

/** 合计: amount without tax, tax, and 价税合计 (the tax-inclusive total). */
export function invoiceTotals(lines: readonly InvoiceLineAmount[]) {
  let total = 0;
  let tax = 0;
  for (const line of lines) {
    total += assertFen(line.amount);
    tax += assertFen(line.tax);
  }
  return { net: total - tax, tax, total };
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];
/** 1 万亿 yuan in fen: above anything an invoice carries, and the end of the 亿 section. */
const CAPITALS_LIMIT = 1_000_000_000_000 * 100;

/** 0–9999 in capitals; inner zeros become one 零, trailing zeros nothing. */
function sectionText(n: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[digit]! + PLACES[place]!;
  }
  return out;
}

function yuanText(yuan: number): string {
  const sections = [yuan % 10_000, Math.floor(yuan / 10_000) % 10_000, Math.floor(yuan / 100_000_000)];
  let out = '';
  let gap = false;
  for (let i = sections.length - 1; i >= 0; i--) {
    const n = sections[i]!;
    if (n === 0) {
      gap = out !== '';
      continue;
    }
    // A zero section in between, or a section without its thousands, is read with one 零.
    if (out !== '' && (gap || n < 1000)) out += '零';
    gap = false;
    out += sectionText(n) + SECTIONS[i]!;
  }
  return out;
}

/**
 * 人民币大写 as printed on 价税合计（大写）: 壹万贰仟叁佰肆拾伍元陆角柒分, 零元整, 壹元零伍分,
 * and 负… for a red invoice. 整 follows 元 only (《支付结算办法》: none after 角 or 分).
 */
export function amountInChineseCapitals(fen: number): string {
  assertFen(fen);
  if (fen < 0) return `负${amountInChineseCapitals(-fen)}`;
  if (fen >= CAPITALS_LIMIT) throw new RangeError(`amount too large for capitals: ${fen}`);
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = yuan > 0 ? `${yuanText(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]!}角`;
  else if (yuan > 0) out += '零';
  if (cents > 0) out += `${DIGITS[cents]!}分`;
  return out;
}
