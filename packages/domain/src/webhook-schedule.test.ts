import { describe, expect, it } from 'vitest';
import {
  isWebhookEventType,
  WEBHOOK_GIVE_UP_AFTER_MS,
  webhookMaxAttempts,
  webhookRetryDelay,
} from './webhook-schedule';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('webhookRetryDelay', () => {
  it.each([
    [1, 1 * s],
    [2, 5 * s],
    [3, 30 * s],
    [4, 5 * min],
    [5, 30 * min],
    [6, 2 * h],
    [7, 6 * h],
    [8, 6 * h],
    [17, 6 * h],
    [18, null],
    [19, null],
    [0, null],
    [-1, null],
    [1.5, null],
  ])('after %s failed attempts: %s ms', (attempts, expected) => {
    expect(webhookRetryDelay(attempts)).toBe(expected);
  });

  it('never schedules an attempt more than 3 days after the first', () => {
    let offset = 0;
    for (let n = 1; webhookRetryDelay(n) !== null; n++) offset += webhookRetryDelay(n)!;
    expect(offset).toBeLessThanOrEqual(WEBHOOK_GIVE_UP_AFTER_MS);
    expect(offset + 6 * h).toBeGreaterThan(WEBHOOK_GIVE_UP_AFTER_MS);
  });

  it('gives a delivery 18 attempts', () => {
    expect(webhookMaxAttempts()).toBe(18);
  });
});

describe('isWebhookEventType', () => {
  it.each([
    ['order.created', true],
    ['order.paid', true],
    ['member.approved', true],
    ['after_sale.refunded', true],
    ['order.refunded', false],
    ['', false],
    [null, false],
    ['toString', false],
  ])('%s: %s', (value, expected) => {
    expect(isWebhookEventType(value)).toBe(expected);
  });
});
