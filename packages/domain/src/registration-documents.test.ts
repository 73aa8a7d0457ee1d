import { describe, expect, it } from 'vitest';
import { isIdNumber, maskIdNumber, requiredDocuments, type BuyerType } from './registration-documents';

describe('requiredDocuments', () => {
  it.each<[BuyerType, string[], string[][]]>([
    ['pharmacy', ['中成药'], [['营业执照'], ['药品经营许可证'], ['采购委托书']]],
    ['chain', ['化学药制剂'], [['营业执照'], ['药品经营许可证'], ['采购委托书']]],
    ['clinic', ['中成药'], [['营业执照'], ['医疗机构执业许可证'], ['采购委托书']]],
    ['health_center', [], [['营业执照'], ['医疗机构执业许可证'], ['采购委托书']]],
    ['pharmacy', ['第一类医疗器械'], [['营业执照'], ['药品经营许可证'], ['采购委托书']]],
    [
      'pharmacy',
      ['第二类医疗器械'],
      [
        ['营业执照'],
        ['药品经营许可证'],
        ['医疗器械经营许可证', '第二类医疗器械经营备案凭证'],
        ['采购委托书'],
      ],
    ],
    [
      'clinic',
      ['第二类医疗器械', '第三类医疗器械'],
      [['营业执照'], ['医疗机构执业许可证'], ['医疗器械经营许可证'], ['采购委托书']],
    ],
  ])('%s asking %j needs %j', (type, scopes, kinds) => {
    expect(requiredDocuments(type, scopes).map((d) => d.kinds)).toEqual(kinds);
  });
});

describe('ID numbers', () => {
  it.each([
    ['11010519491231002X', true],
    ['110105194912310021', false],
    ['11010519491231002', false],
    ['abcdefghijklmnopqr', false],
  ])('%s valid: %s', (value, ok) => expect(isIdNumber(value)).toBe(ok));

  it.each([
    ['11010519491231002X', '1101**********002X'],
    ['1234', '****'],
  ])('masks %s as %s', (value, shown) => expect(maskIdNumber(value)).toBe(shown));
});
