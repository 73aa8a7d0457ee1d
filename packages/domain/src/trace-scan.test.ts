import { describe, expect, it } from 'vitest';
import { classifyScans, scanTally } from './trace-scan';

interface Row {
  id: number;
  code: string;
  inAt: string | null;
}
const expected: Row[] = [
  { id: 1, code: 'A1', inAt: null },
  { id: 2, code: 'A2', inAt: '2026-11-20' },
  { id: 3, code: 'A3', inAt: null },
];
/** Scanned forms: a code may be scanned lower-case (another printed form of the same code). */
const expectedOf = (code: string) => expected.find((r) => r.code === code.toUpperCase());
const takenIn = (r: Row) => r.inAt !== null;

describe('classifyScans', () => {
  it.each([
    [['A1'], ['matched']],
    [['A2'], ['already']],
    [['ZZ'], ['stranger']],
    [
      ['A1', 'a1'],
      ['matched', 'duplicate'],
    ],
    [
      ['A2', 'A2'],
      ['already', 'duplicate'],
    ],
    [[' A3 ', '', '  '], ['matched']],
    [
      ['ZZ', 'ZZ'],
      ['stranger', 'stranger'],
    ],
  ])('%j → %j', (scanned, statuses) =>
    expect(classifyScans(scanned, expectedOf, takenIn).map((s) => s.status)).toEqual(statuses),
  );

  it('keeps the trimmed code as scanned and the row it stands for', () => {
    expect(classifyScans([' a3'], expectedOf, takenIn)).toEqual([
      { code: 'a3', status: 'matched', row: expected[2] },
    ]);
  });
});

describe('scanTally', () => {
  it.each([
    [[], 1, ['A1', 'A3']],
    [['A1'], 2, ['A3']],
    [['A1', 'A3', 'ZZ'], 3, []],
    [['A2', 'A2'], 1, ['A1', 'A3']],
  ])('after %j: %i in, missing %j', (scanned, count, missing) =>
    expect(scanTally(expected, classifyScans(scanned, expectedOf, takenIn), takenIn)).toEqual({
      in: count,
      missing,
    }),
  );
});
