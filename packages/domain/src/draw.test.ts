import { describe, expect, it } from 'vitest';
import {
  drawPrizesRefusal,
  drawRefusal,
  drawState,
  maskName,
  pickPrize,
  prizeDestination,
  prizeRemarks,
  remainingDraws,
  type PrizeInput,
} from './draw';

const prize = (id: string, weight: number, stock = 10) => ({ id, weight, stock });
const fixed = (r: number) => () => r;

describe('pickPrize', () => {
  const three = [prize('a', 1), prize('b', 3), prize('c', 6)];
  it.each<[string, { id: string; weight: number; stock: number }[], number, string | null]>([
    ['bottom of the first weight', three, 0, 'a'],
    ['just inside the first weight', three, 0.099, 'a'],
    ['start of the second weight', three, 0.1, 'b'],
    ['end of the second weight', three, 0.399, 'b'],
    ['the largest weight', three, 0.4, 'c'],
    ['a source returning 1 stays in range', three, 1, 'c'],
    ['a negative source is clamped', three, -0.5, 'a'],
    ['zero weights are never picked', [prize('a', 0), prize('b', 0), prize('c', 5)], 0, 'c'],
    ['zero weight at the end', [prize('a', 2), prize('b', 0)], 0.99, 'a'],
    ['out of stock is excluded', [prize('a', 5, 0), prize('b', 5)], 0, 'b'],
    ['out of stock shifts the others', [prize('a', 1), prize('b', 1, 0), prize('c', 1)], 0.6, 'c'],
    ['nothing in stock', [prize('a', 5, 0), prize('b', 5, 0)], 0.3, null],
    ['nothing with weight', [prize('a', 0), prize('b', 0)], 0.3, null],
    ['no prizes', [], 0.3, null],
  ])('%s', (_name, prizes, r, expected) => {
    expect(pickPrize(prizes, fixed(r))?.id ?? null).toBe(expected);
  });

  it('follows the weights over many draws', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[pickPrize(three, random)!.id]! += 1;
    expect(counts.a! / 20_000).toBeCloseTo(0.1, 1);
    expect(counts.b! / 20_000).toBeCloseTo(0.3, 1);
    expect(counts.c! / 20_000).toBeCloseTo(0.6, 1);
  });
});

describe('drawState and drawRefusal', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
  const draw = { isOn: true, startsAt: at(8), endsAt: at(20) };
  it.each<[string, typeof draw, number, string]>([
    ['before', draw, 7, 'upcoming'],
    ['at the start', draw, 8, 'running'],
    ['inside', draw, 12, 'running'],
    ['at the end', draw, 20, 'ended'],
    ['switched off', { ...draw, isOn: false }, 12, 'ended'],
  ])('%s', (_name, d, hour, state) => {
    expect(drawState(d, at(hour))).toBe(state);
  });

  it.each<[Parameters<typeof drawRefusal>, string | null]>([
    [['upcoming', 1, 0], '活动未开始'],
    [['ended', 1, 0], '活动已结束'],
    [['running', 1, 0], null],
    [['running', 1, 1], '您已参与过本次抽奖'],
    [['running', 3, 2], null],
    [['running', 3, 3], '您的抽奖次数已用完'],
  ])('%j → %s', (args, message) => {
    expect(drawRefusal(...args)).toBe(message);
  });

  it.each([
    [1, 0, 1],
    [1, 1, 0],
    [3, 5, 0],
  ])('remainingDraws(%i, %i) = %i', (times, used, left) => {
    expect(remainingDraws(times, used)).toBe(left);
  });
});

describe('maskName', () => {
  it.each([
    ['仁和大药房', '仁**房'],
    ['仁和大药房(演示)', '仁**房'],
    ['康宁社区诊所（演示）', '康**所'],
    ['益康连锁药房和平店', '益**店'],
    ['张三', '张*'],
    ['李', '李*'],
    ['', '**'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('prize texts', () => {
  const facts = { name: '', value: 1000, couponThreshold: 10000, couponDays: 30 };
  it.each<[PrizeInput['kind'], number, string, string]>([
    ['points', 50, '50积分，直接存入积分账户', '积分已到账'],
    ['coupon', 1000, '满100.00元减10.00元，领取后30天内有效', '优惠券已放入“我的优惠券”'],
    ['red_packet', 500, '5.00元账户红包，下单时可抵扣', '红包已到账'],
    ['goods', 0, '中奖后客服将联系您核对收货地址并安排发货', '客服将联系您安排发货'],
    ['none', 0, '感谢参与，祝您生意兴隆', ''],
  ])('%s', (kind, value, remarks, destination) => {
    expect(prizeRemarks({ ...facts, kind, value })).toBe(remarks);
    expect(prizeDestination(kind)).toBe(destination);
  });
  it('a coupon without threshold', () => {
    expect(prizeRemarks({ ...facts, kind: 'coupon', couponThreshold: 0 })).toBe(
      '无门槛立减10.00元，领取后30天内有效',
    );
  });
});

describe('drawPrizesRefusal', () => {
  const ok: PrizeInput = {
    kind: 'points',
    name: '50积分',
    value: 50,
    couponThreshold: 0,
    couponDays: 30,
    weight: 10,
    stock: 100,
  };
  const none: PrizeInput = { ...ok, kind: 'none', name: '谢谢参与', value: 0 };
  it.each<[string, PrizeInput[], string | null]>([
    ['two prizes', [ok, none], null],
    ['one prize', [ok], '请至少设置2个奖品'],
    ['nine prizes', Array(9).fill(ok), '奖品最多设置8个'],
    ['negative weight', [ok, { ...none, weight: -1 }], '奖品「谢谢参与」的中奖权重不能小于0'],
    ['negative stock', [{ ...ok, stock: -1 }, none], '奖品「50积分」的库存不能小于0'],
    ['points without value', [{ ...ok, value: 0 }, none], '奖品「50积分」的面值必须大于0'],
    [
      'coupon threshold below its amount',
      [{ ...ok, kind: 'coupon', value: 1000, couponThreshold: 500 }, none],
      '奖品「50积分」的使用门槛必须大于优惠金额',
    ],
    [
      'coupon lasting no day',
      [{ ...ok, kind: 'coupon', value: 1000, couponDays: 0 }, none],
      '奖品「50积分」的有效天数须在1到365天之间',
    ],
    [
      'all weights zero',
      [
        { ...ok, weight: 0 },
        { ...none, weight: 0 },
      ],
      '至少一个奖品的中奖权重须大于0',
    ],
  ])('%s', (_name, prizes, message) => {
    expect(drawPrizesRefusal(prizes)).toBe(message);
  });
});
