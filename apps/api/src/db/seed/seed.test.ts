import { isForbiddenScope, BOTTOM_AD_BANNER_ID, SPECIAL_MEDICINE_TYPE } from '@yaocai/domain';
import { asc, count, desc, eq, like, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/account/index';
import { openTestDatabase } from '../../test/test-database';
import type { Database, DatabaseHandle } from '../client';
import {
  activityPrices,
  banners,
  companies,
  goods,
  goodsBatches,
  homeFloors,
  ladderPrices,
  members,
  qualifications,
} from '../schema';
import { DEVICES } from './data/devices';
import { DRUGS } from './data/drugs';
import { HERBS } from './data/herbal';
import { MANUFACTURERS } from './data/manufacturers';
import { seed, type SeedSummary } from './seed';

const NOW = new Date('2025-06-15T04:00:00Z'); // 12:00 in Shanghai, inside the flash-sale hours
const GOODS = 300;

let handle: DatabaseHandle;
let db: Database;
let summary: SeedSummary;

async function seeded(seedNumber: number) {
  const h = await openTestDatabase();
  await h.migrate();
  const s = await seed(h.db, { goods: GOODS, seed: seedNumber, now: NOW });
  return { h, s };
}

beforeAll(async () => {
  ({ h: handle, s: summary } = await seeded(7));
  db = handle.db;
});
afterAll(() => handle?.close());

const member = async (username: string) => {
  const [row] = await db
    .select({ member: members, company: companies })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.username, username));
  return row;
};

describe('demo data lists', () => {
  it('are large enough and name no unknown manufacturer', () => {
    expect(DRUGS.length).toBeGreaterThanOrEqual(150);
    expect(HERBS.length).toBeGreaterThanOrEqual(80);
    expect(DEVICES.length).toBeGreaterThanOrEqual(60);
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(120);
    expect(DRUGS.filter((d) => d.type === SPECIAL_MEDICINE_TYPE).length).toBeGreaterThanOrEqual(8);
    const shortNames = new Set(MANUFACTURERS.map((m) => m.shortName));
    expect(shortNames.size).toBe(MANUFACTURERS.length);
    for (const name of [...DRUGS, ...DEVICES].flatMap((d) => d.makers)) expect(shortNames).toContain(name);
  });
});

describe('seed', () => {
  it('gives identical goods for the same seed, and other goods for another', async () => {
    const again = await seeded(7);
    const other = await seeded(8);
    const rows = (d: Database) =>
      d
        .select({ name: goods.name, spec: goods.spec, price: goods.basePrice, maker: goods.manufacturerId })
        .from(goods)
        .orderBy(asc(goods.id));
    const batches = (d: Database) =>
      d
        .select({ no: goodsBatches.batchNo, expires: goodsBatches.expiresOn })
        .from(goodsBatches)
        .orderBy(asc(goodsBatches.id));
    expect(await rows(again.h.db)).toEqual(await rows(db));
    expect(await batches(again.h.db)).toEqual(await batches(db));
    expect(await rows(other.h.db)).not.toEqual(await rows(db));
    await again.h.close();
    await other.h.close();
  }, 180_000); // two whole seeds from scratch

  it('reports what it made', () => {
    expect(summary.goods).toBe(GOODS);
    expect(summary.members).toEqual(
      expect.arrayContaining(['yaodian01', 'zhensuo01', 'daishen01', 'liansuo01']),
    );
    expect(summary.spike).toBeGreaterThan(0);
  });

  it('spreads goods over drugs, herbal pieces and devices', async () => {
    const rows = await db
      .select({ kind: goods.kind, n: sql<number>`count(*)::int` })
      .from(goods)
      .groupBy(goods.kind);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    expect(byKind).toEqual({ drug: 180, herbal: 75, device: 45 });
  });

  it('creates the demo accounts with the right flags', async () => {
    const yaodian = await member('yaodian01');
    expect(yaodian.company).toMatchObject({ name: '仁和大药房(演示)', kind: 'pharmacy', region: '北京' });
    expect(yaodian.member).toMatchObject({ isPassed: 1, isSpecial: 1, role: 'buyer' });
    expect(yaodian.company.businessScopes).toEqual(
      expect.arrayContaining(['中药饮片', '第三类医疗器械', '生物制品']),
    );
    expect(await verifyPassword('Demo@1234', yaodian.member.passwordHash)).toBe(true);

    const zhensuo = await member('zhensuo01');
    expect(zhensuo.company).toMatchObject({ kind: 'clinic', region: '河北' });
    expect(zhensuo.member).toMatchObject({ isPassed: 1, isSpecial: 0 });
    expect(zhensuo.company.businessScopes).not.toContain('第三类医疗器械');

    const daishen = await member('daishen01');
    expect(daishen.member.isPassed).toBe(0);
    const pending = await db
      .select()
      .from(qualifications)
      .where(eq(qualifications.companyId, daishen.company.id));
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((q) => q.status === 'pending')).toBe(true);

    const operator = await member('operator01');
    expect(operator.member.role).toBe('operator');
  });

  it('gives the chain headquarters three approved stores', async () => {
    const hq = await member('liansuo01');
    expect(hq.company.kind).toBe('chain');
    const stores = await db
      .select({
        username: members.username,
        isPassed: members.isPassed,
        kind: companies.kind,
        name: companies.name,
      })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(eq(members.parentId, hq.member.id))
      .orderBy(asc(members.username));
    expect(stores.map((s) => s.username)).toEqual(['liansuo01-1', 'liansuo01-2', 'liansuo01-3']);
    expect(
      stores.every((s) => s.isPassed === 1 && s.kind === 'store' && s.name.startsWith('益康连锁药房')),
    ).toBe(true);
  });

  it('gives every goods a batch, never negative stock', async () => {
    const [orphans] = await db
      .select({ n: count() })
      .from(goods)
      .where(notExists(db.select().from(goodsBatches).where(eq(goodsBatches.goodsId, goods.id))));
    expect(orphans.n).toBe(0);
    const stocks = await db.select({ stock: goodsBatches.stock }).from(goodsBatches);
    expect(stocks.every((b) => Number.isInteger(b.stock) && b.stock >= 0)).toBe(true);
  });

  it('computes pinyin and initials for search', async () => {
    const [row] = await db.select().from(goods).where(eq(goods.id, 1));
    expect(row).toMatchObject({ name: '感冒灵颗粒', nameInitials: 'gmlkl', namePinyin: 'ganmaolingkeli' });
  });

  it('makes 感冒灵颗粒 by 华润三九 the best-selling 感冒灵', async () => {
    const [top] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(like(goods.name, '%感冒灵%'))
      .orderBy(desc(goods.sales))
      .limit(1);
    expect(top.id).toBe(1);
  });

  it('keeps banner 121 and lets the next banner follow it', async () => {
    const [ad] = await db.select().from(banners).where(eq(banners.id, BOTTOM_AD_BANNER_ID));
    expect(ad.position).toBe('demo');
    const [next] = await db
      .insert(banners)
      .values({ position: 'home', image: '/x.svg' })
      .returning({ id: banners.id });
    expect(next.id).toBeGreaterThan(BOTTOM_AD_BANNER_ID);
    await db.delete(banners).where(eq(banners.id, next.id));
  });

  it('lists no forbidden goods', async () => {
    const rows = await db.select({ scope: goods.scopeClass, name: goods.name }).from(goods);
    expect(
      rows.filter((r) => isForbiddenScope(r.scope) || /疫苗|血液|吗啡|可待因|罂粟/.test(r.name)),
    ).toEqual([]);
  });

  it('has positive whole-fen prices and ladders that fall with quantity', async () => {
    const rows = await db.select({ base: goods.basePrice, retail: goods.retailPrice }).from(goods);
    expect(rows.every((r) => Number.isInteger(r.base) && r.base > 0 && r.retail > r.base)).toBe(true);
    const ladders = await db
      .select()
      .from(ladderPrices)
      .orderBy(asc(ladderPrices.goodsId), asc(ladderPrices.number));
    expect(ladders.length).toBeGreaterThan(0);
    const bases = new Map(
      (await db.select({ id: goods.id, base: goods.basePrice }).from(goods)).map((g) => [g.id, g.base]),
    );
    let previous = { goodsId: 0, price: 0 };
    for (const tier of ladders) {
      const ceiling = tier.goodsId === previous.goodsId ? previous.price : bases.get(tier.goodsId)!;
      expect(Number.isInteger(tier.price) && tier.price > 0 && tier.price < ceiling).toBe(true);
      previous = tier;
    }
  });

  it('runs flash-sale and daily-special prices around now, below the base price', async () => {
    const offers = await db
      .select({
        kind: activityPrices.kind,
        price: activityPrices.price,
        base: goods.basePrice,
        from: activityPrices.startsAt,
        to: activityPrices.endsAt,
      })
      .from(activityPrices)
      .innerJoin(goods, eq(goods.id, activityPrices.goodsId));
    expect(offers.filter((o) => o.kind === 'spike').length).toBe(20);
    expect(offers.filter((o) => o.kind === 'daily').length).toBe(20);
    expect(offers.every((o) => o.from <= NOW && NOW < o.to && o.price > 0 && o.price < o.base)).toBe(true);
  });

  it('fills the five home floors', async () => {
    const floors = await db.select().from(homeFloors).orderBy(asc(homeFloors.sort));
    expect(floors.map((f) => f.zone)).toEqual(['drug', 'herbal', 'device', 'near_expiry', 'brand']);
    expect(floors.every((f) => f.goodsIds.length === 10)).toBe(true);
  });

  it('closes a recall its buyer answered and returned', async () => {
    const rows = (await db.execute(sql`select r.status, b.acknowledged_at is not null as answered,
        (select count(*)::int from recall_returns x where x.recall_id = r.id) as returns
      from recalls r join recall_buyers b on b.recall_id = r.id`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(rows.rows).toEqual([{ status: 'closed', answered: true, returns: 1 }]);
  });
});
