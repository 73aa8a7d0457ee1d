/**
 * 商品条码 (GB 12904, EAN-13): the "69 码" printed on a box made in mainland China starts with 690–699.
 * The 13th digit is a check digit over the first twelve (weights 1 and 3 from the left).
 */

/** The check digit of the first twelve digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits whose last is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** An EAN-13 of a Chinese registrant (prefix 690–699). */
export function isChineseBarcode(code: string): boolean {
  return isValidEan13(code) && code.startsWith('69');
}

export const BARCODE_INVALID_TEXT = '条形码应为13位数字且校验位正确';
