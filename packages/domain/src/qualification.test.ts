import { describe, expect, it } from 'vitest';
import { qualificationExpiredMessage, qualificationStatus } from './qualification';

describe('qualificationStatus', () => {
  it.each([
    ['2025-01-14', '2025-01-15', undefined, 'expired'],
    ['2025-01-15', '2025-01-15', undefined, 'expiring'],
    ['2025-02-14', '2025-01-15', undefined, 'expiring'],
    ['2025-02-15', '2025-01-15', undefined, 'valid'],
    ['2030-01-01', '2025-01-15', undefined, 'valid'],
    ['2025-01-25', '2025-01-15', 10, 'expiring'],
    ['2025-01-26', '2025-01-15', 10, 'valid'],
    ['2025-01-16', '2025-01-15', 0, 'valid'],
    ['2025-01-15', new Date('2025-01-15T16:00:00Z'), undefined, 'expired'],
  ])('expires %s, today %j, warn %s → %s', (expiresOn, today, warnDays, status) => {
    expect(qualificationStatus(expiresOn, today, warnDays)).toBe(status);
  });
});

describe('qualificationExpiredMessage', () => {
  it.each([
    ['药品经营许可证', '您的药品经营许可证已过期，请更新资质后再下单'],
    ['营业执照', '您的营业执照已过期，请更新资质后再下单'],
  ])('%s', (name, message) => {
    expect(qualificationExpiredMessage(name)).toBe(message);
  });
});
