import { describe, expect, it } from 'vitest';
import { bundleSaving, bundleTotal } from './combination';

describe('bundles', () => {
  it.each([
    ['90.00', '100.00', '10.00'],
    ['100.00', '100.00', null],
    ['120.00', '100.00', null],
    [null, '100.00', null],
    ['90.00', null, null],
  ])('%s against %s saves %s', (price, separate, saving) => {
    expect(bundleSaving(price, separate)).toBe(saving);
  });

  it.each([
    ['45.10', 3, '135.30'],
    ['0.10', 3, '0.30'],
    [null, 2, null],
    ['45.10', 0, null],
  ])('%s × %d = %s', (price, sets, total) => {
    expect(bundleTotal(price, sets)).toBe(total);
  });
});
