import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { chances, drawFieldName, drawInput, drawValues } from './draw-form';

describe('draw form', () => {
  it('turns the form into the API input, keeping prize ids and defaulting empty numbers', () => {
    const values = {
      ...drawValues(),
      name: ' 春季抽奖 ',
      window: [dayjs('2026-03-01 10:00'), dayjs('2026-03-31 22:00')] as [dayjs.Dayjs, dayjs.Dayjs],
      prizes: [
        {
          id: 7,
          kind: 'coupon' as const,
          name: '10元券',
          value: '10',
          coupon_threshold: '100',
          weight: 5,
          stock: 9,
        },
        { kind: 'none' as const, name: '谢谢参与', weight: 5, stock: 100 },
      ],
    };
    expect(drawInput(values)).toEqual({
      name: '春季抽奖',
      image: '',
      rules: '',
      starts_at: '2026-03-01 10:00',
      ends_at: '2026-03-31 22:00',
      times_per_member: 1,
      is_on: true,
      prizes: [
        {
          id: 7,
          kind: 'coupon',
          name: '10元券',
          value: '10',
          coupon_threshold: '100',
          coupon_days: 30,
          weight: 5,
          stock: 9,
        },
        {
          kind: 'none',
          name: '谢谢参与',
          value: '0',
          coupon_threshold: '0',
          coupon_days: 30,
          weight: 5,
          stock: 100,
        },
      ],
    });
  });

  it.each([
    [
      [
        { weight: 1, stock: 1 },
        { weight: 3, stock: 1 },
      ],
      ['25.0%', '75.0%'],
    ],
    [
      [
        { weight: 1, stock: 0 },
        { weight: 3, stock: 1 },
      ],
      ['0.0%', '100.0%'],
    ],
    [[{ weight: 0, stock: 1 }], ['0.0%']],
  ])('chances %j → %j', (prizes, expected) => {
    expect(chances(prizes)).toEqual(expected);
  });

  it.each([
    ['prizes.2.value', ['prizes', 2, 'value']],
    ['starts_at', ['window']],
    ['name', ['name']],
  ])('names %s as %j', (name, path) => {
    expect(drawFieldName(name)).toEqual(path);
  });
});
