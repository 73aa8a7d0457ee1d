import { describe, expect, it } from 'vitest';
import { regionPath } from './region-path';

describe('regionPath', () => {
  it.each([
    ['110105', ['11', '1101', '110105']],
    ['130102', ['13', '1301', '130102']],
    ['4419', ['44', '4419']],
    ['', []],
    ['11', []],
    ['1101051', []],
    ['abcd', []],
  ])('%j → %j', (code, path) => {
    expect(regionPath(code)).toEqual(path);
  });
});
