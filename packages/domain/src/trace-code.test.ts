import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigitValid,
  gs1Date,
  parseTraceCode,
  tracePrefixRefusal,
  traceRequired,
  type TraceGoodsRules,
} from './trace-code';

const goods: TraceGoodsRules = { prefix: '8123456', packPrefix: '8123457', packRatio: 10 };
const own: TraceGoodsRules = { prefix: '', ownCodes: true };
const batch = { batchNo: 'B240601', expiresOn: '2027-06-30' };
const GS = '\u001d';

describe('码上放心 20-digit codes', () => {
  it.each([
    ['81234560000000010001', '81234560000000010001', 1],
    ['  81234560000000010002\r\n', '81234560000000010002', 1],
    ['81234570000000010001', '81234570000000010001', 10],
  ])('%j is accepted as %s counting %i', (raw, code, units) => {
    expect(parseTraceCode(raw, goods, batch)).toEqual({ ok: true, code, kind: 'nmpa', units });
  });

  it.each([
    ['', '追溯码不能为空'],
    ['   ', '追溯码不能为空'],
    ['8123456000000001000', '追溯码应为20位数字，扫到的是19位'],
    ['812345600000000100011', '追溯码应为20位数字，扫到的是21位'],
    ['89999990000000010001', '追溯码前7位 8999999 不是该商品的药品标识码 8123456'],
    ['8123456000000001000X', '追溯码格式不正确：应为20位码上放心追溯码或 GS1 编码'],
  ])('%j is refused: %s', (raw, reason) => {
    expect(parseTraceCode(raw, goods, batch)).toEqual({ ok: false, reason });
  });

  it('needs the goods’ 药品标识码', () => {
    expect(parseTraceCode('81234560000000010001', { prefix: '' }, batch)).toEqual({
      ok: false,
      reason: '该商品未设置药品标识码，无法核对追溯码',
    });
  });

  it('a pack code counts only when the goods defines a ratio above one', () => {
    const noRatio = { prefix: '8123456', packPrefix: '8123457', packRatio: 1 };
    expect(parseTraceCode('81234570000000010001', noRatio, batch)).toMatchObject({ ok: false });
  });
});

describe('GS1 element strings', () => {
  const stored = '(01)06901234567892(17)270630(10)B240601(21)SN0001';
  it.each([
    ['with parentheses', '(01)06901234567892(17)270630(10)B240601(21)SN0001'],
    ['another order of fields', '(01)06901234567892(10)B240601(17)270630(21)SN0001'],
    ['without parentheses, batch delimited by the batch number', '01069012345678921727063010B24060121SN0001'],
    ['without parentheses, GS separators', `010690123456789217270630${'10B240601'}${GS}21SN0001`],
    ['serial before the batch', '01069012345678921727063021SN000110B240601'],
    ['a DataMatrix symbology identifier', ']d201069012345678921727063010B24060121SN0001'],
  ])('%s', (_label, raw) => {
    expect(parseTraceCode(raw, goods, batch)).toEqual({ ok: true, code: stored, kind: 'gs1', units: 1 });
  });

  it('DD 00 is the end of the month and matches a batch expiring that month', () => {
    expect(parseTraceCode('(01)06901234567892(17)270600(10)B240601(21)9', goods, batch)).toMatchObject({
      ok: true,
      code: '(01)06901234567892(17)270600(10)B240601(21)9',
    });
  });

  it.each([
    ['(01)06901234567893(17)270630(10)B240601(21)1', 'GS1 商品条码 06901234567893 的校验位不正确'],
    ['(01)0690123456789(17)270630(10)B240601(21)1', 'GS1 编码的商品条码 (01) 应为14位数字'],
    ['(01)06901234567892(10)B240601(21)1', 'GS1 编码缺少有效期 (17)'],
    ['(01)06901234567892(17)271330(10)B240601(21)1', 'GS1 有效期 271330 不是有效日期'],
    [
      '(01)06901234567892(17)270629(10)B240601(21)1',
      'GS1 有效期 2027-06-29 与发货批号的有效期 2027-06-30 不符',
    ],
    ['(01)06901234567892(17)270630(21)1', 'GS1 编码缺少批号 (10)'],
    ['(01)06901234567892(17)270630(10)B240602(21)1', 'GS1 批号 B240602 与发货批号 B240601 不符'],
    ['(01)06901234567892(17)270630(10)B240601', 'GS1 编码缺少序列号 (21)'],
    ['(01)06901234567892(17)270630 junk', 'GS1 编码格式不正确'],
    ['01069012345678921727063010B24060299', 'GS1 批号 B24060299 与发货批号 B240601 不符'],
    ['01069012345678921727063099X', 'GS1 编码格式不正确'],
  ])('%s is refused: %s', (raw, reason) => {
    expect(parseTraceCode(raw, goods, batch)).toEqual({ ok: false, reason });
  });
});

describe('manufacturer’s own codes', () => {
  it.each([
    ['A', 'A'],
    ['ZJ-2024-000001', 'ZJ-2024-000001'],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('%s is accepted where the goods allows them', (raw, code) => {
    expect(parseTraceCode(raw, own, batch)).toEqual({ ok: true, code, kind: 'own', units: 1 });
  });

  it.each([
    ['x'.repeat(41), '厂家自编码不能超过40个字符'],
    ['编码123', '厂家自编码只能包含字母、数字和符号'],
    ['AB CD', '厂家自编码只能包含字母、数字和符号'],
  ])('%s is refused: %s', (raw, reason) => {
    expect(parseTraceCode(raw, own, batch)).toEqual({ ok: false, reason });
  });

  it('is refused where the goods does not allow them', () => {
    expect(parseTraceCode('ZJ-2024-000001', goods, batch)).toEqual({
      ok: false,
      reason: '追溯码格式不正确：应为20位码上放心追溯码或 GS1 编码',
    });
  });
});

describe('helpers', () => {
  it.each([
    ['06901234567892', true],
    ['06901234567893', false],
    ['16901234567899', true],
    ['4006381333931', true],
    ['abc', false],
  ])('check digit of %s is valid: %s', (digits, valid) => {
    expect(gs1CheckDigitValid(digits)).toBe(valid);
  });

  it.each([
    ['270630', '2027-06-30'],
    ['280200', '2028-02-29'],
    ['270231', null],
    ['270000', null],
  ])('GS1 date %s → %s', (yymmdd, day) => {
    expect(gs1Date(yymmdd)).toBe(day);
  });

  it.each([
    ['drug', null, true],
    ['herbal', null, false],
    ['device', null, false],
    ['device', true, true],
    ['drug', false, false],
  ] as const)('%s with trace_required %s needs codes: %s', (kind, set, required) => {
    expect(traceRequired(kind, set)).toBe(required);
  });

  it.each([
    ['8123456', null],
    ['', null],
    ['812345', '药品标识码应为7位数字'],
    ['812345a', '药品标识码应为7位数字'],
  ])('药品标识码 %j: %s', (prefix, refusal) => {
    expect(tracePrefixRefusal(prefix)).toBe(refusal);
  });
});
