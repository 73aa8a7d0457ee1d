import { describe, expect, it } from 'vitest';
import { isBannerPosition, POSITION_OPTIONS, positionSize } from './content-labels';

describe('banner positions', () => {
  it('names each position with its picture size', () => {
    expect(positionSize('home')).toBe('790×340');
    expect(POSITION_OPTIONS[0]).toEqual({ value: 'home', label: '首页轮播（790×340）' });
    expect(POSITION_OPTIONS.find((o) => o.value === 'top')?.label).toBe('顶部通栏（1200×80）');
  });

  it('knows the positions the storefront shows and nothing else', () => {
    expect(isBannerPosition('login')).toBe(true);
    expect(isBannerPosition('toString')).toBe(false);
    expect(isBannerPosition('')).toBe(false);
    expect(isBannerPosition(null)).toBe(false);
  });
});
