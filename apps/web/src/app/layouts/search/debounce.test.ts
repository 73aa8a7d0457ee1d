import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs only the last call of a burst, after the pause', () => {
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d('g');
    vi.advanceTimersByTime(300);
    d('gm');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('gm');
    expect(d.pending()).toBe(false);
  });

  it('cancel drops the waiting call', () => {
    const fn = vi.fn();
    const d = debounce(fn, 500);
    d('x');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
