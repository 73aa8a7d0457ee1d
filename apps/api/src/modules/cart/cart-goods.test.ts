import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGoodsExtras, findGoodsRows } from '../catalog/index';
import { findFullReductions, findGiftRules } from '../marketing/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findCartGoods } from './cart-goods.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LONG_TEXTS = ['instructions', 'namePinyin', 'nameInitials', 'sort'];
const withoutLongTexts = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !LONG_TEXTS.includes(key)));

describe('findCartGoods', () => {
  it('gives in one statement what the catalogue and marketing repositories give', async () => {
    await t.db.execute(sql`update goods set on_sale = false where id = 7`);
    const [top] = (
      (await t.db.execute(
        sql`select id from categories where parent_id is null order by id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.db
      .execute(sql`insert into storewide_discounts (name, rate_permille, excluded_goods_ids, excluded_category_ids, starts_at, ends_at)
      values ('冬季全场95折', 950, '{30}', ${`{${top!.id}}`}::int[], now() - interval '1 day', now() + interval '9 days')`);
    const ids = [
      30,
      7,
      ...Array.from({ length: 120 }, (_, i) => i + 1).filter((id) => id !== 7 && id !== 30),
      99999,
    ];
    const now = new Date();
    const [mine, rows, extras, fullReductions, gifts] = await Promise.all([
      findCartGoods(t.db, ids, now),
      findGoodsRows(t.db, ids),
      findGoodsExtras(t.db, ids, now),
      findFullReductions(t.db, ids, now),
      findGiftRules(t.db, ids, now),
    ]);
    expect(mine.rows).toEqual(rows.map(withoutLongTexts));
    expect(mine.rows.some((r) => r.id === 7)).toBe(false);
    expect(mine.extras.stock).toEqual(extras.stock);
    expect(mine.extras.ladders).toEqual(extras.ladders);
    expect(mine.extras.images).toEqual(extras.images);
    expect(mine.extras.promotions).toEqual(extras.promotions);
    expect(mine.extras.promotions.size).toBeGreaterThan(0);
    expect(mine.fullReductions).toEqual(fullReductions);
    expect(mine.fullReductions.size).toBeGreaterThan(0);
    expect(mine.gifts).toEqual(gifts);
    expect(mine.gifts.size).toBeGreaterThan(0);
    expect(mine.storewide).toEqual(extras.storewide);
    expect(mine.storewide!.length).toBeGreaterThan(0);
    expect(await findCartGoods(t.db, [], now)).toEqual({
      rows: [],
      extras: { ladders: new Map(), promotions: new Map(), images: new Map(), stock: new Map() },
      fullReductions: new Map(),
      gifts: new Map(),
      storewide: [],
    });
  });
});
