import { describe, expect, it } from 'vitest';
import { couponApplies } from '../promotions';
import { allocateShares, evaluateFullReduction, type FullReductionTier } from './full-reduction';
import { lineAmount, unitPrice, type LadderTier } from './ladder';
import { allocateOrderDiscounts, type AllocationResult } from './order-allocation';
import { unitsPart } from './refund';
import { lineStacking } from './stacking';
import { storewideRuleFor, type StorewideRule } from './storewide';

/**
 * docs/promotions.md as a table: each scenario runs the pricing order of DOMAIN.md through the
 * domain functions, the way the cart and the order do, and checks what the buyer pays.
 */
interface Line {
  type: 0 | 1 | 3;
  goodsId: number;
  categoryId?: number;
  basePrice: number;
  quantity: number;
  ladder?: LadderTier[];
  activityPrice?: number;
  /** A 秒杀 / 每日特价 of the goods runs (its ordinary lines do not take 94折 either). */
  onActivity?: boolean;
  /** Type 3: the bundle's price per set. */
  bundlePrice?: number;
  withCoupon?: boolean;
  fullReductionId?: number;
}

interface Scenario {
  name: string;
  lines: Line[];
  storewide?: StorewideRule[];
  fullReductions?: Record<number, FullReductionTier[]>;
  coupon?: { amount: number; threshold: number };
  shipping?: number;
  redPacket?: number;
  cashVoucher?: number;
  expect: { units: number[]; fullReduction: number; coupon: number; payable: number };
}

const now = new Date('2026-03-10T04:00:00Z');
const day = 86_400_000;
const sale = (over: Partial<StorewideRule> = {}): StorewideRule => ({
  id: 1,
  name: '全场94折',
  ratePermille: 940,
  excludedGoodsIds: [],
  excludedCategoryIds: [],
  startsAt: new Date(now.getTime() - day),
  endsAt: new Date(now.getTime() + day),
  ...over,
});

function price(s: Omit<Scenario, 'expect' | 'name'>) {
  const priced = s.lines.map((line) => {
    const rules = lineStacking(line.type);
    const rule = rules.storewide
      ? storewideRuleFor(
          s.storewide,
          {
            id: line.goodsId,
            categoryId: line.categoryId ?? 0,
            hasLadder: (line.ladder ?? []).length > 0,
            onActivity: line.onActivity,
          },
          now,
        )
      : null;
    const unit =
      line.type === 3
        ? (line.bundlePrice ?? 0)
        : unitPrice({
            basePrice: line.basePrice,
            ladder: line.ladder,
            activityPrice: line.type === 1 ? line.activityPrice : null,
            storewideRate: rule?.ratePermille ?? null,
            quantity: line.quantity,
          });
    const eligible = line.withCoupon !== false;
    return {
      line,
      unit,
      amount: lineAmount(unit, line.quantity),
      fullReductionId: rules.fullReduction && eligible ? (line.fullReductionId ?? null) : null,
      couponEligible: rules.coupon && eligible,
    };
  });
  const reductions = new Map<number, number>();
  const manjian = priced.map(() => 0);
  for (const [id, tiers] of Object.entries(s.fullReductions ?? {})) {
    const members = priced.map((p, i) => ({ p, i })).filter(({ p }) => p.fullReductionId === Number(id));
    const result = evaluateFullReduction(
      tiers,
      members.reduce((sum, { p }) => sum + p.amount, 0),
    );
    reductions.set(Number(id), result.reduction);
    const shares = allocateShares(
      result.reduction,
      members.map(({ p }) => p.amount),
    );
    members.forEach(({ i }, k) => (manjian[i] = shares[k] ?? 0));
  }
  const couponBase = priced.reduce(
    (sum, p, i) => sum + (p.couponEligible ? p.amount - (manjian[i] ?? 0) : 0),
    0,
  );
  const coupon = s.coupon && couponApplies(s.coupon.threshold, couponBase) ? s.coupon.amount : 0;
  const allocation = allocateOrderDiscounts({
    lines: priced.map((p) => ({
      amount: p.amount,
      fullReductionId: p.fullReductionId,
      couponEligible: p.couponEligible,
    })),
    fullReductions: reductions,
    coupon,
    shipping: s.shipping ?? 0,
    redPacket: s.redPacket ?? 0,
    cashVoucher: s.cashVoucher ?? 0,
  });
  return { priced, allocation };
}

function checkInvariants(lines: Line[], a: AllocationResult) {
  const sum = (f: (l: AllocationResult['lines'][number]) => number) => a.lines.reduce((s, l) => s + f(l), 0);
  a.lines.forEach((l, i) => {
    for (const v of [l.fullReduction, l.coupon, l.redPacket, l.cashVoucher, l.paid])
      expect(v).toBeGreaterThanOrEqual(0);
    const stacking = lineStacking(lines[i]!.type);
    if (!stacking.fullReduction) expect(l.fullReduction).toBe(0);
    if (!stacking.coupon) expect(l.coupon).toBe(0);
  });
  expect(sum((l) => l.fullReduction)).toBe(a.used.fullReduction);
  expect(sum((l) => l.coupon)).toBe(a.used.coupon);
  expect(sum((l) => l.redPacket) + a.shipping.redPacket).toBe(a.used.redPacket);
  expect(sum((l) => l.cashVoucher) + a.shipping.cashVoucher).toBe(a.used.cashVoucher);
  const used = a.used.fullReduction + a.used.coupon + a.used.redPacket + a.used.cashVoucher;
  expect(a.payable).toBe(a.goodsAmount + a.shipping.amount - used);
  expect(a.payable).toBeGreaterThanOrEqual(0);
  expect(a.shipping.paid).toBeGreaterThanOrEqual(0);
  // A refund of every unit, one at a time, gives back exactly what the line was paid.
  a.lines.forEach((l, i) => {
    const n = lines[i]!.quantity;
    let back = 0;
    for (let u = 0; u < n; u++) back += unitsPart(l.paid, n, u, 1);
    expect(back).toBe(l.paid);
  });
}

const tiers = [
  { amount: 50_000, reduction: 3_000 },
  { amount: 100_000, reduction: 8_000 },
];

const scenarios: Scenario[] = [
  {
    name: '94折 sets the unit price; 满减 and a coupon come off the discounted amount',
    storewide: [sale()],
    lines: [{ type: 0, goodsId: 1, basePrice: 10_000, quantity: 6, fullReductionId: 1 }],
    fullReductions: { 1: tiers },
    coupon: { amount: 2_000, threshold: 50_000 },
    expect: { units: [9_400], fullReduction: 3_000, coupon: 2_000, payable: 51_400 },
  },
  {
    name: 'without 94折 the same line reaches the higher 满减 tier',
    lines: [{ type: 0, goodsId: 1, basePrice: 10_000, quantity: 10, fullReductionId: 1 }],
    fullReductions: { 1: tiers },
    expect: { units: [10_000], fullReduction: 8_000, coupon: 0, payable: 92_000 },
  },
  {
    name: 'a ladder tier is never discounted again; below the tier the goods still does not take 94折',
    storewide: [sale()],
    lines: [
      { type: 0, goodsId: 2, basePrice: 1_000, quantity: 10, ladder: [{ number: 10, price: 970 }] },
      { type: 0, goodsId: 3, basePrice: 1_000, quantity: 5, ladder: [{ number: 10, price: 970 }] },
    ],
    expect: { units: [970, 1_000], fullReduction: 0, coupon: 0, payable: 14_700 },
  },
  {
    name: 'a flash-sale line keeps its activity price and takes no 满减 and no coupon',
    storewide: [sale()],
    lines: [
      { type: 1, goodsId: 4, basePrice: 2_000, quantity: 2, activityPrice: 1_200, fullReductionId: 1 },
      { type: 0, goodsId: 5, basePrice: 30_000, quantity: 2, fullReductionId: 1 },
    ],
    fullReductions: { 1: tiers },
    coupon: { amount: 1_000, threshold: 0 },
    expect: { units: [1_200, 28_200], fullReduction: 3_000, coupon: 1_000, payable: 54_800 },
  },
  {
    name: 'a combination keeps its bundle price and only takes red packets and vouchers',
    storewide: [sale()],
    lines: [{ type: 3, goodsId: 0, basePrice: 0, quantity: 2, bundlePrice: 4_500 }],
    coupon: { amount: 1_000, threshold: 0 },
    redPacket: 500,
    cashVoucher: 300,
    shipping: 1_500,
    expect: { units: [4_500], fullReduction: 0, coupon: 0, payable: 9_700 },
  },
  {
    name: 'a goods on 秒杀 bought as an ordinary line pays its base price, not 94折',
    storewide: [sale()],
    lines: [
      { type: 1, goodsId: 14, basePrice: 2_000, quantity: 1, activityPrice: 1_500, onActivity: true },
      { type: 0, goodsId: 14, basePrice: 2_000, quantity: 3, onActivity: true },
    ],
    expect: { units: [1_500, 2_000], fullReduction: 0, coupon: 0, payable: 7_500 },
  },
  {
    name: 'excluded goods and categories pay the base price',
    storewide: [sale({ excludedGoodsIds: [6], excludedCategoryIds: [40] })],
    lines: [
      { type: 0, goodsId: 6, basePrice: 1_000, quantity: 1 },
      { type: 0, goodsId: 7, categoryId: 40, basePrice: 1_000, quantity: 1 },
      { type: 0, goodsId: 8, categoryId: 41, basePrice: 1_000, quantity: 1 },
    ],
    expect: { units: [1_000, 1_000, 940], fullReduction: 0, coupon: 0, payable: 2_940 },
  },
  {
    name: 'a coupon whose threshold is met before 满减 but not after is not used',
    lines: [{ type: 0, goodsId: 9, basePrice: 51_000, quantity: 1, fullReductionId: 1 }],
    fullReductions: { 1: tiers },
    coupon: { amount: 5_000, threshold: 50_000 },
    expect: { units: [51_000], fullReduction: 3_000, coupon: 0, payable: 48_000 },
  },
  {
    name: 'goods that are not coupon-eligible take neither 满减 nor coupons',
    lines: [{ type: 0, goodsId: 10, basePrice: 60_000, quantity: 1, withCoupon: false, fullReductionId: 1 }],
    fullReductions: { 1: tiers },
    coupon: { amount: 1_000, threshold: 0 },
    expect: { units: [60_000], fullReduction: 0, coupon: 0, payable: 60_000 },
  },
  {
    name: 'red packets and vouchers worth more than the order leave nothing to pay, never less',
    storewide: [sale()],
    lines: [{ type: 0, goodsId: 11, basePrice: 999, quantity: 3 }],
    shipping: 1_500,
    redPacket: 2_000,
    cashVoucher: 5_000,
    expect: { units: [939], fullReduction: 0, coupon: 0, payable: 0 },
  },
  {
    name: 'a coupon larger than its eligible lines is clamped to them',
    storewide: [sale()],
    lines: [
      { type: 0, goodsId: 12, basePrice: 100, quantity: 1 },
      { type: 1, goodsId: 13, basePrice: 5_000, quantity: 1, activityPrice: 4_000 },
    ],
    coupon: { amount: 10_000, threshold: 0 },
    expect: { units: [94, 4_000], fullReduction: 0, coupon: 94, payable: 4_000 },
  },
];

describe('stacking policy (docs/promotions.md)', () => {
  it.each(scenarios)('$name', (s) => {
    const { priced, allocation } = price(s);
    expect(priced.map((p) => p.unit)).toEqual(s.expect.units);
    expect(allocation.used.fullReduction).toBe(s.expect.fullReduction);
    expect(allocation.used.coupon).toBe(s.expect.coupon);
    expect(allocation.payable).toBe(s.expect.payable);
    checkInvariants(s.lines, allocation);
  });

  it('holds its invariants over many generated orders', () => {
    let seed = 20260310;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 300; run++) {
      const lines: Line[] = Array.from({ length: 1 + next(6) }, (_, i) => {
        const type = ([0, 0, 0, 1, 3] as const)[next(5)]!;
        const basePrice = 1 + next(50_000);
        return {
          type,
          goodsId: i + 1,
          categoryId: next(3),
          basePrice,
          quantity: 1 + next(30),
          ladder: next(3) === 0 ? [{ number: 5, price: Math.max(1, basePrice - 1 - next(basePrice)) }] : [],
          activityPrice: Math.max(1, next(basePrice)),
          bundlePrice: 1 + next(20_000),
          withCoupon: next(10) > 0,
          fullReductionId: next(2) === 0 ? 1 : undefined,
        };
      });
      const { allocation } = price({
        lines,
        storewide: next(2) === 0 ? [sale({ ratePermille: 1 + next(999), excludedCategoryIds: [2] })] : [],
        fullReductions: { 1: tiers },
        coupon: { amount: 1 + next(20_000), threshold: next(60_000) },
        shipping: next(2) * 1_500,
        redPacket: next(5_000),
        cashVoucher: next(3) === 0 ? next(100_000) : 0,
      });
      checkInvariants(lines, allocation);
    }
  });
});
