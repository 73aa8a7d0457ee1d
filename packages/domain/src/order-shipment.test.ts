import { describe, expect, it } from 'vitest';
import { isFullyRefunded, shipRefusal, unitsToShip, type ShipmentLine } from './order-shipment';

const line = (quantity: number, refunded = 0, requested = refunded, isGift = false): ShipmentLine => ({
  quantity,
  isGift,
  refunded,
  requested,
});

describe('order shipment after refunds', () => {
  it.each([
    ['nothing asked back', [line(7)], 7, false, null],
    ['part refunded', [line(7, 3)], 4, false, null],
    ['part asked, not yet refunded', [line(7, 0, 5)], 2, false, null],
    ['every unit refunded', [line(7, 7)], 0, true, 'refunded'],
    ['every unit refunded, gifts left', [line(7, 7), line(1, 0, 0, true)], 0, true, 'refunded'],
    ['every unit asked, some refunded', [line(7, 3, 7)], 0, false, 'refunding'],
    ['one line refunded, another not', [line(2, 2), line(3)], 3, false, null],
    ['two lines refunded', [line(2, 2), line(3, 3)], 0, true, 'refunded'],
    ['only gifts', [line(1, 0, 0, true)], 0, false, 'refunding'],
  ] as const)('%s', (_, lines, toShip, full, refusal) => {
    expect(unitsToShip(lines)).toBe(toShip);
    expect(isFullyRefunded(lines)).toBe(full);
    expect(shipRefusal(lines)).toBe(refusal);
  });
});
