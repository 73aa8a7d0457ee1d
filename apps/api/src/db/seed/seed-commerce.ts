import { canBuyScope } from '@yaocai/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  balanceLedger,
  cashVouchers,
  combinationItems,
  combinations,
  coupons,
  creditAccounts,
  fullReductionGoods,
  fullReductions,
  giftRules,
  members,
  redPacketLedger,
} from '../schema';
import { insertChunked } from './bulk';
import { addDays } from './dates';
import { seedPastOrders } from './seed-commerce-orders';
import { seedParcelTracks } from './seed-parcels';
import { seedStorePolicies } from './seed-store-policies';

export interface CommerceSummary {
  skipped: boolean;
  fullReductionGoods: number;
  gifts: number;
  combinations: number;
  coupons: number;
  orders: number;
}

const yuan = (n: number) => Math.round(n * 100);

const WALLETS: Record<string, { balance: number; credit?: [number, number]; redPacket?: number }> = {
  yaodian01: { balance: 50_000, credit: [100_000, 30], redPacket: 200 },
  liansuo01: { balance: 30_000, credit: [200_000, 45], redPacket: 100 },
  zhensuo01: { balance: 5_000, credit: [10_000, 30], redPacket: 50 },
  'liansuo01-1': { balance: 2_000 },
  'liansuo01-2': { balance: 2_000 },
  'liansuo01-3': { balance: 2_000 },
};

/** Goods anyone approved may buy: on sale, ordinary, not controlled, coupon-eligible, well stocked. */
async function candidateGoods(db: Database) {
  type Row = { id: number; kind: string; scope_class: string; base_price: number; name: string };
  const rows = (await db.execute(sql`
    select g.id, g.kind, g.scope_class, g.base_price, g.name from goods g
    where g.on_sale and g.type = 0 and not g.is_controlled and g.with_coupon = 1
      and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 300
    order by g.id`)) as unknown as { rows: Row[] };
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), base_price: Number(r.base_price) }));
}

/**
 * Wallets (balance, credit terms, red packets), coupons and cash vouchers of the demo buyers, 满减
 * activities, 买N赠M gifts, 组合购 packages, and yaodian01's past orders in every state.
 * Runs once: a database whose yaodian01 already has a balance is left alone.
 */
export async function seedCommerce(db: Database, options: { now: Date }): Promise<CommerceSummary> {
  const { now } = options;
  const users = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, Object.keys(WALLETS)));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const yaodian = idOf.get('yaodian01');
  const none = { skipped: true, fullReductionGoods: 0, gifts: 0, combinations: 0, coupons: 0, orders: 0 };
  if (yaodian === undefined) return none;
  const [existing] = await db
    .select({ id: balanceLedger.id })
    .from(balanceLedger)
    .where(eq(balanceLedger.memberId, yaodian))
    .limit(1);
  if (existing) return none;

  for (const [username, w] of Object.entries(WALLETS)) {
    const memberId = idOf.get(username);
    if (memberId === undefined) continue;
    const createdAt = addDays(now, -40);
    await db
      .insert(balanceLedger)
      .values({ memberId, amount: yuan(w.balance), kind: 'recharge', note: '对公转账充值', createdAt });
    if (w.credit)
      await db.insert(creditAccounts).values({ memberId, creditLimit: yuan(w.credit[0]), days: w.credit[1] });
    if (w.redPacket) {
      await db
        .insert(redPacketLedger)
        .values({ memberId, amount: yuan(w.redPacket), kind: 'grant', note: '新客首单红包', createdAt });
    }
  }

  const goods = await candidateGoods(db);
  const drugs = goods.filter(
    (g) => g.kind === 'drug' && canBuyScope(g.scope_class, ['化学药制剂', '抗生素制剂', '中成药']),
  );
  const window = { startsAt: addDays(now, -30), endsAt: addDays(now, 30) };

  const [general] = await db
    .insert(fullReductions)
    .values({
      name: '满减专场',
      tiers: [
        { amount: yuan(500), reduction: yuan(30) },
        { amount: yuan(1000), reduction: yuan(80) },
        { amount: yuan(2000), reduction: yuan(200) },
      ],
      ...window,
    })
    .returning({ id: fullReductions.id });
  const [herbal] = await db
    .insert(fullReductions)
    .values({
      name: '中药饮片满减',
      tiers: [
        { amount: yuan(300), reduction: yuan(20) },
        { amount: yuan(800), reduction: yuan(60) },
      ],
      ...window,
    })
    .returning({ id: fullReductions.id });
  const generalGoods = goods.filter((g, i) => g.kind !== 'herbal' && i % 3 === 0).map((g) => g.id);
  const herbalGoods = goods.filter((g) => g.kind === 'herbal').map((g) => g.id);
  // Chunked: on a 100,000-goods catalogue one VALUES list would pass PostgreSQL's parameter limit.
  await insertChunked(db, fullReductionGoods, [
    ...generalGoods.map((goodsId) => ({ activityId: general!.id, goodsId })),
    ...herbalGoods.map((goodsId) => ({ activityId: herbal!.id, goodsId })),
  ]);

  const inPromo = new Set([...generalGoods]);
  const giftGoods = drugs.filter((g) => !inPromo.has(g.id)).slice(0, 10);
  const giftOther = goods.filter((g) => g.kind === 'device').sort((a, b) => a.base_price - b.base_price)[0];
  const giftValues = giftGoods.map((g, i) =>
    i < 7 || !giftOther
      ? { goodsId: g.id, buyNumber: 10, giftGoodsId: null, giftNumber: 1, ...window }
      : { goodsId: g.id, buyNumber: 20, giftGoodsId: giftOther.id, giftNumber: 2, ...window },
  );
  if (giftValues.length > 0) await db.insert(giftRules).values(giftValues);

  const comboPool = drugs.filter((g) => !inPromo.has(g.id) && !giftGoods.includes(g)).slice(0, 8);
  const comboPlans: [string, number[]][] = [
    ['感冒季常备组合', [0, 1]],
    ['家庭药箱组合', [2, 3, 4]],
    ['慢病调理组合', [5, 6, 7]],
  ];
  let comboCount = 0;
  for (const [name, picks] of comboPlans) {
    const items = picks.map((i) => comboPool[i]).filter((g) => g !== undefined);
    if (items.length < 2) continue;
    const [combo] = await db
      .insert(combinations)
      .values({ name, ...window, sort: comboCount })
      .returning({ id: combinations.id });
    await db.insert(combinationItems).values(
      items.map((g, k) => ({
        combinationId: combo!.id,
        goodsId: g.id,
        number: k === 0 ? 2 : 1,
        price: Math.max(1, Math.round((g.base_price * 0.9) / 10) * 10),
      })),
    );
    comboCount++;
  }

  const couponRows = seedCoupons(
    idOf,
    now,
    drugs.slice(0, 5).map((g) => g.id),
  );
  await db.insert(coupons).values(couponRows);
  await db.insert(cashVouchers).values(
    [
      { username: 'yaodian01', name: '现金券 20元', amount: 20, threshold: 0 },
      { username: 'yaodian01', name: '满300元可用现金券', amount: 50, threshold: 300 },
      { username: 'liansuo01', name: '现金券 30元', amount: 30, threshold: 0 },
    ]
      .filter((v) => idOf.has(v.username))
      .map((v) => ({
        memberId: idOf.get(v.username)!,
        name: v.name,
        amount: yuan(v.amount),
        threshold: yuan(v.threshold),
        validFrom: addDays(now, -5),
        validTo: addDays(now, 30),
      })),
  );
  const orders = await seedPastOrders(db, now, drugs);
  await seedParcelTracks(db, now);
  await seedStorePolicies(db, now, drugs);
  return {
    skipped: false,
    fullReductionGoods: generalGoods.length + herbalGoods.length,
    gifts: giftValues.length,
    combinations: comboCount,
    coupons: couponRows.length,
    orders,
  };
}

function seedCoupons(idOf: Map<string, number>, now: Date, specialGoods: number[]) {
  const plans: [string, string, number, number, number, number, number[]?][] = [
    // username, name, type, amount, threshold, valid days from now (negative: expired)
    ['yaodian01', '满500减50', 1, 50, 500, 30],
    ['yaodian01', '满1000减120', 1, 120, 1000, 60],
    ['yaodian01', '无门槛10元券', 1, 10, 0, 7],
    ['yaodian01', '指定品种满200减20', 2, 20, 200, 30, specialGoods],
    ['yaodian01', '满300减30', 1, 30, 300, -3],
    ['yaodian01', '满200减15', 1, 15, 200, 20],
    ['zhensuo01', '满500减50', 1, 50, 500, 30],
    ['zhensuo01', '无门槛10元券', 1, 10, 0, 7],
    ['liansuo01', '满1000减100', 1, 100, 1000, 30],
  ];
  return plans
    .filter(([username]) => idOf.has(username))
    .map(([username, name, type, amount, threshold, days, goodsIds]) => ({
      memberId: idOf.get(username)!,
      name,
      type,
      amount: yuan(amount),
      threshold: yuan(threshold),
      goodsIds: goodsIds ?? [],
      validFrom: addDays(now, -30),
      validTo: addDays(now, days),
    }));
}
