import { describe, expect, it } from 'vitest';
import { cellOf, finishPlan, ringCells } from './grid';

describe('ringCells', () => {
  it.each([
    [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      [1, 2, 3],
      [1, 2, 3, 1, 2, 3, 1, 2],
    ],
    [[], []],
  ])('%j → %j', (prizes, cells) => {
    expect(ringCells(prizes)).toEqual(cells);
  });

  it('finds the first cell of a prize', () => {
    const cells = ringCells([{ id: 7 }, { id: 9 }]);
    expect(cellOf(cells, 9)).toBe(1);
    expect(cellOf(cells, 3)).toBe(-1);
  });
});

describe('finishPlan', () => {
  it.each([
    // at, target, remaining ms
    [0, 5, 1800],
    [6, 2, 1900],
    [3, 3, 1500],
    [7, 0, 400],
  ])('from %i to %i within %i ms ends on the target exactly on time', (at, target, remaining) => {
    const { steps, stepMs } = finishPlan(at, target, remaining);
    expect((at + steps) % 8).toBe(target);
    expect(steps * stepMs).toBeCloseTo(remaining, 6);
    expect(stepMs).toBeGreaterThanOrEqual(50);
    expect(steps).toBeGreaterThan(0);
  });

  it('runs at least a round when there is time', () => {
    expect(finishPlan(0, 1, 1800).steps).toBeGreaterThanOrEqual(9);
  });

  it('jumps to the prize when the delay is over already', () => {
    expect(finishPlan(2, 6, 0)).toEqual({ steps: 4, stepMs: 0 });
  });
});
