import { describe, expect, it } from 'vitest';
import { lineStacking, TRADE_UP_LINE_TYPE } from './pricing/stacking';
import {
  tradeUpActivityHint,
  tradeUpHint,
  tradeUpProgress,
  tradeUpRefusal,
  type TradeUpLine,
  type TradeUpOffer,
} from './trade-up';

const offer = (over: Partial<TradeUpOffer> = {}): TradeUpOffer => ({
  threshold: 50_000,
  triggerGoodsIds: [],
  goodsId: 9,
  goodsName: '医用外科口罩',
  price: 990,
  limitPerOrder: 2,
  ...over,
});
const line = (goodsId: number, amount: number, tradeUp = false): TradeUpLine => ({
  goodsId,
  amount,
  tradeUp,
});

describe('tradeUpProgress', () => {
  it.each([
    ['nothing in the cart', [], 0, false, 50_000],
    ['below the amount', [line(1, 30_000)], 30_000, false, 20_000],
    ['exactly the amount', [line(1, 30_000), line(2, 20_000)], 50_000, true, 0],
    ['the trade-up line does not count', [line(1, 49_500), line(9, 990, true)], 49_500, false, 500],
  ])('%s', (_name, lines: TradeUpLine[], spent, reached, missing) => {
    expect(tradeUpProgress(offer(), lines)).toEqual({ spent, reached, missing });
  });

  it.each([
    ['only trigger goods count', [line(1, 60_000), line(2, 100)], { spent: 100, reached: false }],
    ['trigger goods reach it', [line(2, 50_000)], { spent: 50_000, reached: true }],
  ])('%s', (_name, lines, expected) => {
    expect(tradeUpProgress(offer({ triggerGoodsIds: [2] }), lines)).toMatchObject(expected);
  });

  it('with no amount, buying a trigger goods is enough', () => {
    const buyA = offer({ threshold: 0, triggerGoodsIds: [2] });
    expect(tradeUpProgress(buyA, [line(2, 1)]).reached).toBe(true);
    expect(tradeUpProgress(buyA, [line(1, 99_999)]).reached).toBe(false);
  });
});

describe('tradeUpRefusal', () => {
  it.each([
    [[line(1, 50_000)], 1, null],
    [[line(1, 50_000)], 2, null],
    [[line(1, 50_000)], 3, '医用外科口罩每单限换购2件'],
    [[line(1, 50_000)], 0, '换购数量不正确'],
    [[line(1, 49_999)], 1, '未满500.00元（还差0.01元），不能换购医用外科口罩'],
    [[], 1, '未满500.00元（还差500.00元），不能换购医用外科口罩'],
  ])('%j × %i → %s', (lines: TradeUpLine[], quantity, expected) => {
    expect(tradeUpRefusal(offer(), lines, quantity)).toBe(expected);
  });

  it('names the trigger goods when no amount is set', () => {
    expect(tradeUpRefusal(offer({ threshold: 0, triggerGoodsIds: [2] }), [line(1, 100)], 1)).toBe(
      '未购买指定商品，不能换购医用外科口罩',
    );
  });
});

describe('tradeUpHint', () => {
  it.each([
    [[line(1, 50_000)], '已满500.00元，可换购医用外科口罩（每单限2件）'],
    [[line(1, 20_000)], '再买300.00元，可9.90元换购医用外科口罩'],
  ])('%j → %s', (lines: TradeUpLine[], text) => {
    expect(tradeUpHint(offer(), lines)).toBe(text);
  });
});

describe('the trade-up line type', () => {
  it('takes its special price only: no 全场折扣, 满减 or coupon, red packets and vouchers as any line', () => {
    expect(TRADE_UP_LINE_TYPE).toBe(6);
    expect(lineStacking(TRADE_UP_LINE_TYPE)).toEqual({
      storewide: false,
      fullReduction: false,
      coupon: false,
      redPacket: true,
      cashVoucher: true,
    });
  });
});

describe('tradeUpActivityHint', () => {
  it.each([
    [50_000, 50_000, '已满500.00元，可换购'],
    [50_000, 60_001, '已满500.00元，可换购'],
    [50_000, 49_999, '还差0.01元，满500.00元可换购'],
    [50_000, 0, '还差500.00元，满500.00元可换购'],
  ])('threshold %i, spent %i → %s', (threshold, spent, text) => {
    expect(tradeUpActivityHint(threshold, spent)).toBe(text);
  });
});
