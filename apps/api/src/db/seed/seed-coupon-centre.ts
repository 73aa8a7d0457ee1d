import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { issueClaimedCoupon } from '../../modules/wallet/index';
import type { Database } from '../client';
import { cashbackRules, couponTemplates, goods, members } from '../schema';
import { addDays, shanghaiMidnight } from './dates';

const yuan = (n: number) => Math.round(n * 100);

type Validity = { days: number } | { from: number; to: number };

interface TemplatePlan {
  name: string;
  amount: number;
  threshold: number;
  /** 指定商品: which pool of goods, and how many of it. */
  goods?: { pool: 'drug' | 'herbal'; count: number };
  validity: Validity;
  total: number;
  /** What other buyers already claimed. */
  claimed: number;
  limit: number;
  /** Days from today the claim opens and closes. */
  claim: [number, number];
}

const TEMPLATES: TemplatePlan[] = [
  {
    name: '全场通用券',
    amount: 20,
    threshold: 500,
    validity: { days: 30 },
    total: 2000,
    claimed: 1268,
    limit: 2,
    claim: [-10, 20],
  },
  {
    name: '大额采购券',
    amount: 60,
    threshold: 1500,
    validity: { from: -1, to: 45 },
    total: 1000,
    claimed: 412,
    limit: 1,
    claim: [-5, 30],
  },
  {
    name: '新客专享无门槛券',
    amount: 5,
    threshold: 0,
    validity: { days: 7 },
    total: 500,
    claimed: 496,
    limit: 1,
    claim: [-15, 15],
  },
  {
    name: '品牌专区品种券',
    amount: 30,
    threshold: 300,
    goods: { pool: 'drug', count: 6 },
    validity: { days: 15 },
    total: 800,
    claimed: 233,
    limit: 2,
    claim: [-3, 27],
  },
  {
    name: '中药饮片专享券',
    amount: 15,
    threshold: 200,
    goods: { pool: 'herbal', count: 8 },
    validity: { from: 0, to: 40 },
    total: 600,
    claimed: 88,
    limit: 3,
    claim: [-2, 28],
  },
  {
    name: '满2000元可用券',
    amount: 120,
    threshold: 2000,
    validity: { days: 20 },
    total: 300,
    claimed: 300,
    limit: 1,
    claim: [-7, 23],
  },
  {
    name: '双十二预热券',
    amount: 50,
    threshold: 1000,
    validity: { days: 10 },
    total: 1000,
    claimed: 0,
    limit: 1,
    claim: [3, 33],
  },
];

/** Goods a coupon of the centre may name: on sale, ordinary, coupon-eligible. */
async function couponGoods(db: Database, kind: 'drug' | 'herbal', limit: number) {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.onSale, true),
        eq(goods.type, 0),
        eq(goods.isControlled, false),
        eq(goods.withCoupon, 1),
        eq(goods.kind, kind),
      ),
    )
    .orderBy(asc(goods.id))
    .offset(kind === 'drug' ? 20 : 0)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * 领券中心 coupons (several 指定商品, one nearly gone, one all claimed, one not open yet; yaodian01
 * already holds one) and two 满额返现 rules running. It runs before the past orders are placed, so
 * their completions earn cashback through the real completion code.
 */
export async function seedCouponCentre(db: Database, options: { now: Date }) {
  const { now } = options;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(couponTemplates);
  if ((existing?.n ?? 0) > 0) return { templates: 0, rules: 0 };
  const day = (offset: number) => shanghaiMidnight(now, offset);
  const rows = [];
  for (const [sort, plan] of TEMPLATES.entries()) {
    const goodsIds = plan.goods ? await couponGoods(db, plan.goods.pool, plan.goods.count) : [];
    const fixed = 'from' in plan.validity ? plan.validity : null;
    rows.push({
      name: plan.name,
      amount: yuan(plan.amount),
      threshold: yuan(plan.threshold),
      goodsIds,
      claimStartsAt: day(plan.claim[0]),
      claimEndsAt: day(plan.claim[1]),
      validFrom: fixed ? day(fixed.from) : null,
      validTo: fixed ? day(fixed.to) : null,
      validDays: 'days' in plan.validity ? plan.validity.days : 0,
      total: plan.total,
      claimed: plan.claimed,
      limitPerMember: plan.limit,
      sort,
      createdAt: addDays(now, plan.claim[0] - 1),
    });
  }
  const templates = await db.insert(couponTemplates).values(rows).returning();

  const [buyer] = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.username, ['yaodian01']));
  const first = templates[0];
  if (buyer && first) {
    const claimedAt = addDays(now, -2);
    await issueClaimedCoupon(
      db,
      buyer.id,
      {
        templateId: first.id,
        name: first.name,
        amount: first.amount,
        threshold: first.threshold,
        goodsIds: first.goodsIds,
        validFrom: claimedAt,
        validTo: addDays(claimedAt, first.validDays),
      },
      claimedAt,
    );
    await db
      .update(couponTemplates)
      .set({ claimed: sql`${couponTemplates.claimed} + 1` })
      .where(eq(couponTemplates.id, first.id));
  }

  const window = { startsAt: day(-30), endsAt: day(31) };
  await db.insert(cashbackRules).values([
    { name: '满额返现 · 余额', threshold: yuan(500), amount: yuan(10), destination: 'balance', ...window },
    {
      name: '满额返现 · 红包',
      threshold: yuan(2000),
      amount: yuan(60),
      destination: 'red_packet',
      ...window,
    },
  ]);
  return { templates: templates.length, rules: 2 };
}
