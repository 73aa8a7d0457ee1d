import { describe, expect, it } from 'vitest';
import {
  AUTO_CONFIRM_DAYS_AFTER_SIGNED,
  autoConfirmAt,
  autoConfirmDue,
  baseParcelState,
  carrierNameOf,
  isSignedState,
  kuaidi100Code,
  parcelStateLabel,
  parcelStateName,
  subscribeRetryDelayMs,
} from './logistics';

describe('carriers', () => {
  it.each([
    ['顺丰速运', 'shunfeng'],
    ['京东物流', 'jd'],
    ['中通快递', 'zhongtong'],
    ['圆通速递', 'yuantong'],
    ['申通快递', 'shentong'],
    ['EMS', 'ems'],
    ['ems', 'ems'],
    ['德邦快递', 'debangkuaidi'],
    [' 顺丰速运 ', 'shunfeng'],
    ['自家车队', ''],
  ])('%s → %s', (name, code) => {
    expect(kuaidi100Code(name)).toBe(code);
  });

  it('names a code back', () => {
    expect(carrierNameOf('shunfeng')).toBe('顺丰速运');
    expect(carrierNameOf('nobody')).toBe('');
  });
});

describe('parcel states', () => {
  it.each([
    ['0', '0', '运输中', false],
    ['1', '1', '已揽收', false],
    ['5', '5', '派件中', false],
    ['3', '3', '已签收', true],
    ['301', '3', '已签收', true],
    ['304', '3', '已签收', true],
    ['14', '14', '拒签', false],
    ['4', '4', '退签', false],
    ['501', '5', '派件中', false],
    ['abc', '', '', false],
    ['', '', '', false],
  ])('%s → base %s, %s, signed %s', (code, base, label, signed) => {
    expect(baseParcelState(code)).toBe(base);
    expect(parcelStateLabel(code)).toBe(label);
    expect(isSignedState(code)).toBe(signed);
  });
});

describe('自动确认收货', () => {
  const signed = new Date('2026-05-01T08:00:00Z');
  it('waits 7 days after signing', () => {
    expect(AUTO_CONFIRM_DAYS_AFTER_SIGNED).toBe(7);
    expect(autoConfirmAt(signed).toISOString()).toBe('2026-05-08T08:00:00.000Z');
  });

  it.each([
    [null, '2026-06-01T00:00:00Z', false],
    [signed, '2026-05-01T08:00:00Z', false],
    [signed, '2026-05-08T07:59:59Z', false],
    [signed, '2026-05-08T08:00:00Z', true],
    [signed, '2026-05-20T00:00:00Z', true],
  ])('signed %s, now %s → due %s', (at, now, due) => {
    expect(autoConfirmDue(at, new Date(now))).toBe(due);
  });
});

describe('subscription retries', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [6, 32],
    [10, 60],
  ])('attempt %d waits %d minutes', (attempt, minutes) => {
    expect(subscribeRetryDelayMs(attempt)).toBe(minutes * 60_000);
  });
});

describe('parcelStateName', () => {
  it.each([
    ['', 0, '待揽收'],
    ['', 2, '运输中'],
    ['0', 0, '运输中'],
    ['1', 0, '已揽收'],
    ['301', 3, '已签收'],
    ['14', 1, '拒签'],
    ['99', 0, '待揽收'],
  ])('state %s with %i own steps reads %s', (code, steps, label) => {
    expect(parcelStateName(code, steps)).toBe(label);
  });
});
