/** The 九宫格: eight prize cells around the start button, and how the highlight runs round them. */

/** Grid positions (0–8, row by row) of the ring, clockwise from the top left; 4 is the button. */
export const RING = [0, 1, 2, 5, 8, 7, 6, 3] as const;

/** The eight cells in ring order: the prizes, repeated when there are fewer than eight. */
export function ringCells<T>(prizes: readonly T[]): T[] {
  if (prizes.length === 0) return [];
  return RING.map((_, i) => prizes[i % prizes.length]!);
}

/** Ring index of the first cell showing the prize, or -1. */
export function cellOf<T extends { id: number }>(cells: readonly T[], prizeId: number): number {
  return cells.findIndex((c) => c.id === prizeId);
}

/** A highlight step while the answer is not known yet. */
export const SPIN_STEP_MS = 100;

/**
 * How to finish the run once the prize is known: from ring index `at`, with `remainingMs` of the
 * 2-second delay left, a number of steps (at least one full round when there is time) that ends on
 * `target`, and the time per step so the run ends exactly when the delay does.
 */
export function finishPlan(at: number, target: number, remainingMs: number, size = RING.length) {
  const toTarget = (((target - at) % size) + size) % size;
  if (remainingMs <= 0) return { steps: toTarget, stepMs: 0 };
  let steps = toTarget;
  // Keep the pace near the spinning one; never faster than 50 ms a step.
  while (remainingMs / (steps + size) >= 60 && steps + size <= remainingMs / 50) steps += size;
  if (steps === 0) steps = size;
  return { steps, stepMs: remainingMs / steps };
}
