import { useCallback, useEffect, useRef, useState } from 'react';
import { RAFFLE_DELAY_MS } from '@yaocai/domain';
import { finishPlan, RING, SPIN_STEP_MS } from './grid';

/**
 * The highlight running round the ring while a draw is on: `start` when the button is pressed,
 * `finish(target)` once the prize is known — it lands on the target exactly when the 2-second delay
 * of spec §4 is over — and `stop` when the draw failed.
 */
export function useSpin(delayMs = RAFFLE_DELAY_MS) {
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  const position = useRef(0);
  const startedAt = useRef(0);

  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => clear, []);

  const move = () => {
    position.current = (position.current + 1) % RING.length;
    setActive(position.current);
  };

  const start = useCallback(() => {
    clear();
    startedAt.current = Date.now();
    setActive(position.current);
    const tick = () => {
      move();
      timer.current = window.setTimeout(tick, SPIN_STEP_MS);
    };
    timer.current = window.setTimeout(tick, SPIN_STEP_MS);
  }, []);

  const finish = useCallback(
    (target: number) =>
      new Promise<void>((resolve) => {
        clear();
        const { steps, stepMs } = finishPlan(
          position.current,
          target,
          delayMs - (Date.now() - startedAt.current),
        );
        if (stepMs === 0) {
          position.current = target;
          setActive(target);
          resolve();
          return;
        }
        let left = steps;
        const step = () => {
          move();
          left -= 1;
          if (left > 0) timer.current = window.setTimeout(step, stepMs);
          else resolve();
        };
        timer.current = window.setTimeout(step, stepMs);
      }),
    [delayMs],
  );

  const stop = useCallback(() => {
    clear();
    setActive(-1);
  }, []);

  return { active, start, finish, stop };
}
