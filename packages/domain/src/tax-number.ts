/**
 * 纳税人识别号 on an invoice title: the 18-character unified social credit code, or the older 15- and
 * 20-character taxpayer numbers, written with digits and capital letters only.
 */
export const TAX_NUMBER_RULE_TEXT = '税号应为15、18或20位数字或大写字母';

/** Letters a unified social credit code never uses (GB 32100: no I, O, S, V, Z). */
const USCC = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const OLD = /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/;

/** Why a tax number is refused, or null when it has the form of one. Callers trim it first. */
export function taxNumberRefusal(value: string): string | null {
  if (value.length === 18)
    return USCC.test(value) ? null : '18位税号（统一社会信用代码）不含字母I、O、S、V、Z，请核对';
  return OLD.test(value) ? null : TAX_NUMBER_RULE_TEXT;
}
