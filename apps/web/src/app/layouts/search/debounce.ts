/** A trailing debounce: only the last call of a burst runs, `ms` after the burst ends. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a call that is waiting. */
  cancel(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  debounced.pending = () => timer !== undefined;
  return debounced;
}
