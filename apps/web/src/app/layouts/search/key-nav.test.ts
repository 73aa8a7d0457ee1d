import { describe, expect, it } from 'vitest';
import { enterKeyword, isPanelKey, moveHighlight } from './key-nav';

describe('key navigation', () => {
  it('moves down through the suggestions and wraps through "none"', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('moves up and wraps from "none" to the last', () => {
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveHighlight(2, 3, 'ArrowUp')).toBe(1);
  });

  it('has nothing to highlight without suggestions, and repairs a stale index', () => {
    expect(moveHighlight(0, 0, 'ArrowDown')).toBe(-1);
    expect(moveHighlight(7, 3, 'ArrowDown')).toBe(0);
  });

  it('Enter searches the highlighted suggestion, else the typed text', () => {
    const items = [{ name: '感冒灵颗粒' }, { name: '复方感冒灵颗粒' }];
    expect(enterKeyword('gmlkl', items, 1)).toBe('复方感冒灵颗粒');
    expect(enterKeyword(' gmlkl ', items, -1)).toBe('gmlkl');
    expect(enterKeyword('gmlkl', [], 0)).toBe('gmlkl');
  });

  it('knows its keys', () => {
    expect(['ArrowUp', 'ArrowDown', 'Enter', 'Escape'].every(isPanelKey)).toBe(true);
    expect(isPanelKey('Tab')).toBe(false);
  });
});
