/**
 * 药品追溯码 (issue 23): what a scanned code is, whether it belongs to the goods and batch being
 * shipped, and how many units it stands for.
 *
 * - 码上放心 (NMPA): 20 digits, the first 7 the goods' 药品标识码 (`trace_prefix`). A goods may also define
 *   a 中包装/case 药品标识码 and its 包装比例: a code with that prefix stands for that many units.
 * - GS1 element strings: (01)GTIN-14 (17)YYMMDD (10)batch (21)serial, with or without parentheses, in any
 *   order; without parentheses a variable field ends at a GS (FNC1) or, for the batch, where the shipped
 *   batch number ends. The GTIN's check digit is verified; expiry and batch must be the shipped batch's.
 * - A manufacturer's own code (1–40 visible ASCII characters) where the goods allows it.
 */

export type TraceCodeKind = 'nmpa' | 'gs1' | 'own';

export const TRACE_CODE_KIND_LABELS: Record<TraceCodeKind, string> = {
  nmpa: '码上放心',
  gs1: 'GS1',
  own: '厂家自编码',
};

/** What the goods says about its codes. */
export interface TraceGoodsRules {
  /** 7-digit 药品标识码 of one unit's 20-digit codes ('' when none is set). */
  prefix: string;
  /** 中包装/case 药品标识码 and the units one such code stands for (0 or '' when none). */
  packPrefix?: string;
  packRatio?: number;
  /** The goods accepts a manufacturer's own code. */
  ownCodes?: boolean;
}

/** The batch a line ships from. expiresOn: YYYY-MM-DD. */
export interface TraceBatch {
  batchNo: string;
  expiresOn: string;
}

export type TraceCodeResult =
  { ok: true; code: string; kind: TraceCodeKind; units: number } | { ok: false; reason: string };

export const TRACE_PREFIX_PATTERN = /^\d{7}$/;
export const OWN_CODE_MAX = 40;

const GS = '\u001d';
const refuse = (reason: string): TraceCodeResult => ({ ok: false, reason });

/** Default of `trace_required`: drugs carry codes, devices and 中药饮片 only when the goods says so. */
export function traceRequired(kind: string, set: boolean | null | undefined): boolean {
  return set ?? kind === 'drug';
}

/** GS1 mod-10 check digit over every digit but the last. */
export function gs1CheckDigitValid(digits: string): boolean {
  if (!/^\d{8,18}$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** Scanner noise: surrounding blanks and a symbology identifier (]d2 DataMatrix, ]C1 GS1-128, ]Q3 QR). */
function clean(raw: string): string {
  // Blanks and control characters a scanner sends before or after the code (a GS inside it stays).
  let start = 0;
  let end = raw.length;
  while (start < end && (raw.charCodeAt(start) <= 32 || /\s/.test(raw[start]))) start++;
  while (end > start && (raw.charCodeAt(end - 1) <= 32 || /\s/.test(raw[end - 1]))) end--;
  const text = raw.slice(start, end);
  return /^\][A-Za-z]\d/.test(text) ? text.slice(3) : text;
}

const FIXED: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const KNOWN = ['01', '10', '11', '17', '21'];

type Gs1Fields = Partial<Record<string, string>>;

function parseBracketed(text: string): Gs1Fields | null {
  const fields: Gs1Fields = {};
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text))) {
    const value = m[2].replace(new RegExp(GS, 'g'), '');
    if (!KNOWN.includes(m[1]) || (m[1] !== '01' && FIXED[m[1]] && value.length !== FIXED[m[1]])) return null;
    fields[m[1]] = value;
    end = re.lastIndex;
  }
  return end === text.length && end > 0 ? fields : null;
}

/** Element string without parentheses; the expected batch number delimits (10) when no GS does. */
function parsePlain(text: string, batch: TraceBatch): Gs1Fields | null {
  const fields: Gs1Fields = {};
  let rest = text;
  while (rest.length > 0) {
    if (rest.startsWith(GS)) {
      rest = rest.slice(1);
      continue;
    }
    const ai = rest.slice(0, 2);
    if (!KNOWN.includes(ai) || fields[ai] !== undefined) return null;
    rest = rest.slice(2);
    const fixed = FIXED[ai];
    let value: string;
    if (fixed) {
      value = rest.slice(0, fixed);
      if (value.length < fixed) return null;
    } else {
      const gs = rest.indexOf(GS);
      if (gs >= 0) value = rest.slice(0, gs);
      else if (
        ai === '10' &&
        rest.startsWith(batch.batchNo) &&
        nextIsField(rest.slice(batch.batchNo.length))
      ) {
        value = batch.batchNo;
      } else if (
        ai === '21' &&
        rest.endsWith(`10${batch.batchNo}`) &&
        rest.length > batch.batchNo.length + 2
      ) {
        value = rest.slice(0, rest.length - batch.batchNo.length - 2);
      } else value = rest;
    }
    fields[ai] = value;
    rest = rest.slice(value.length);
  }
  return fields;
}

function nextIsField(rest: string) {
  return rest === '' || rest.startsWith(GS) || KNOWN.includes(rest.slice(0, 2));
}

function looksGs1(text: string) {
  return text.startsWith('(01)') || (/^01\d{14}/.test(text) && text.length > 20);
}

/** YYMMDD → YYYY-MM-DD; DD 00 means the month's last day (GS1 General Specifications 7.12). */
export function gs1Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function checkGs1(fields: Gs1Fields, batch: TraceBatch): TraceCodeResult {
  const gtin = fields['01'];
  if (!gtin) return refuse('GS1 编码缺少商品条码 (01)');
  if (!/^\d{14}$/.test(gtin)) return refuse('GS1 编码的商品条码 (01) 应为14位数字');
  if (!gs1CheckDigitValid(gtin)) return refuse(`GS1 商品条码 ${gtin} 的校验位不正确`);
  const expiry = fields['17'];
  if (!expiry) return refuse('GS1 编码缺少有效期 (17)');
  const day = gs1Date(expiry);
  if (!day) return refuse(`GS1 有效期 ${expiry} 不是有效日期`);
  const sameDay = expiry.endsWith('00')
    ? day.slice(0, 7) === batch.expiresOn.slice(0, 7)
    : day === batch.expiresOn;
  if (!sameDay) return refuse(`GS1 有效期 ${day} 与发货批号的有效期 ${batch.expiresOn} 不符`);
  const lot = fields['10'];
  if (!lot) return refuse('GS1 编码缺少批号 (10)');
  if (lot !== batch.batchNo) return refuse(`GS1 批号 ${lot} 与发货批号 ${batch.batchNo} 不符`);
  const serial = fields['21'];
  if (!serial) return refuse('GS1 编码缺少序列号 (21)');
  if (!/^[\x21-\x7e]{1,20}$/.test(serial)) return refuse('GS1 序列号 (21) 应为1–20位字母或数字');
  const code = `(01)${gtin}(17)${expiry}(10)${lot}(21)${serial}`;
  return { ok: true, code, kind: 'gs1', units: 1 };
}

/**
 * Reads one scanned code for a line of the given goods and batch: the stored form of the code (the
 * same code scanned with or without parentheses is one code), its kind and the units it counts for,
 * or the reason it is refused.
 */
export function parseTraceCode(raw: string, goods: TraceGoodsRules, batch: TraceBatch): TraceCodeResult {
  const text = clean(raw);
  if (text === '') return refuse('追溯码不能为空');
  if (/^\d{20}$/.test(text)) {
    const prefix = text.slice(0, 7);
    if (goods.packPrefix && goods.packRatio && goods.packRatio > 1 && prefix === goods.packPrefix) {
      return { ok: true, code: text, kind: 'nmpa', units: goods.packRatio };
    }
    if (!goods.prefix) return refuse('该商品未设置药品标识码，无法核对追溯码');
    if (prefix !== goods.prefix) {
      return refuse(`追溯码前7位 ${prefix} 不是该商品的药品标识码 ${goods.prefix}`);
    }
    return { ok: true, code: text, kind: 'nmpa', units: 1 };
  }
  if (looksGs1(text)) {
    const fields = text.startsWith('(') ? parseBracketed(text) : parsePlain(text, batch);
    if (!fields) return refuse('GS1 编码格式不正确');
    return checkGs1(fields, batch);
  }
  if (/^\d+$/.test(text)) return refuse(`追溯码应为20位数字，扫到的是${text.length}位`);
  if (!goods.ownCodes) return refuse('追溯码格式不正确：应为20位码上放心追溯码或 GS1 编码');
  if (text.length > OWN_CODE_MAX) return refuse(`厂家自编码不能超过${OWN_CODE_MAX}个字符`);
  if (!/^[\x21-\x7e]+$/.test(text)) return refuse('厂家自编码只能包含字母、数字和符号');
  return { ok: true, code: text, kind: 'own', units: 1 };
}

/** Why a 药品标识码 typed in the console or an import is refused, or null. */
export function tracePrefixRefusal(prefix: string): string | null {
  return prefix === '' || TRACE_PREFIX_PATTERN.test(prefix) ? null : '药品标识码应为7位数字';
}
