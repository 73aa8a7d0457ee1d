import { describe, expect, it } from 'vitest';
import { toFormBody } from './form-body';

describe('toFormBody', () => {
  it('uses [] for scalar arrays', () => {
    expect(toFormBody({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });

  it('indexes arrays of objects and nests object keys', () => {
    expect(
      toFormBody({
        params: [
          { goods_id: 7, number: 2 },
          { goods_id: 8, number: 1 },
        ],
      }),
    ).toBe('params[0][goods_id]=7&params[0][number]=2&params[1][goods_id]=8&params[1][number]=1');
    expect(toFormBody({ params: { number: 3 } })).toBe('params[number]=3');
  });

  it('handles deep nesting, arrays inside objects and mixed keys', () => {
    expect(toFormBody({ a: { b: [1, 2], c: { d: 'x' } }, ids: [[1, 2]] })).toBe(
      'a[b][]=1&a[b][]=2&a[c][d]=x&ids[0][]=1&ids[0][]=2',
    );
  });

  it('encodes values and keys but keeps brackets literal', () => {
    expect(toFormBody({ name: '感冒灵 颗粒&', 'k=y': 'a+b' })).toBe(
      `name=${encodeURIComponent('感冒灵 颗粒&')}&k%3Dy=a%2Bb`,
    );
  });

  it('skips undefined, keeps null empty, maps booleans to 1/0 and dates to ISO', () => {
    const date = new Date('2024-01-02T03:04:05.000Z');
    expect(toFormBody({ a: undefined, b: null, c: true, d: false, e: date, f: [], g: 0 })).toBe(
      `b=&c=1&d=0&e=${encodeURIComponent('2024-01-02T03:04:05.000Z')}&g=0`,
    );
  });

  it('returns empty string for nothing and passes strings through', () => {
    expect(toFormBody(undefined)).toBe('');
    expect(toFormBody(null)).toBe('');
    expect(toFormBody('a=1')).toBe('a=1');
  });
});
