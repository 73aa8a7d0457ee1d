import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGoodsExtras, findGoodsRows } from '../catalog/goods.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findCartGoodsExtras, findCartGoodsRows } from './cart-goods.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('findCartGoodsRows', () => {
  it('gives what the catalogue’s findGoodsRows gives', async () => {
    await t.db.execute(sql`update goods set on_sale = false where id = 7`);
    const ids = [30, 7, ...Array.from({ length: 100 }, (_, i) => i + 1), 99999];
    expect(await findCartGoodsRows(t.db, ids)).toEqual(await findGoodsRows(t.db, ids));
    expect(await findCartGoodsRows(t.db, [])).toEqual([]);
  });
});

describe('findCartGoodsExtras', () => {
  it('gives what the catalogue’s findGoodsExtras gives, in one statement', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const now = new Date();
    const [mine, theirs] = await Promise.all([
      findCartGoodsExtras(t.db, ids, now),
      findGoodsExtras(t.db, ids, now),
    ]);
    expect(mine.stock).toEqual(theirs.stock);
    expect(mine.ladders).toEqual(theirs.ladders);
    expect(mine.images).toEqual(theirs.images);
    expect(mine.promotions).toEqual(theirs.promotions);
    expect(mine.promotions.size).toBeGreaterThan(0);
    expect(await findCartGoodsExtras(t.db, [], now)).toEqual({
      ladders: new Map(),
      promotions: new Map(),
      images: new Map(),
      stock: new Map(),
    });
  });
});
