import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, goods, goodsBatches, goodsImages, ladderPrices, manufacturers } from '../../db/schema';
import { searchKeys } from '../../db/seed/pinyin';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';
import { conflict } from '../../lib/http-errors';

/** The console's reads and writes of goods, batches and manufacturers. */

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsWrite = Omit<typeof goods.$inferInsert, 'id' | 'namePinyin' | 'nameInitials'>;

const stock = sql<number>`(select coalesce(sum(b.stock), 0)::int from ${goodsBatches} b
  where b.goods_id = ${goods.id} and b.expires_on > current_date)`;
const nearestExpiry = sql<string | null>`(select min(b.expires_on)::text from ${goodsBatches} b
  where b.goods_id = ${goods.id} and b.stock > 0 and b.expires_on > current_date)`;

const listColumns = {
  goods,
  manufacturer: manufacturers.name,
  category: categories.name,
  stock,
  nearestExpiry,
  image: sql<
    string | null
  >`(select i.url from ${goodsImages} i where i.goods_id = ${goods.id} order by i.sort, i.id limit 1)`,
};

export interface GoodsFilter {
  keyword?: string;
  kind?: string;
  onSale?: boolean;
}

function goodsWhere(f: GoodsFilter): SQL | undefined {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  const id = f.keyword && /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : undefined;
  return and(
    like
      ? or(
          ilike(goods.name, like),
          ilike(goods.tradeName, like),
          ilike(goods.approvalNumber, like),
          ilike(manufacturers.name, like),
          id === undefined ? undefined : eq(goods.id, id),
        )
      : undefined,
    f.kind ? eq(goods.kind, f.kind) : undefined,
    f.onSale === undefined ? undefined : eq(goods.onSale, f.onSale),
  );
}

export async function goodsPage(db: Database, filter: GoodsFilter, offset: number, limit: number) {
  const where = goodsWhere(filter);
  // A number typed into the search is first of all a goods 编号: that goods leads the list.
  const exact = filter.keyword && /^\d{1,9}$/.test(filter.keyword) ? Number(filter.keyword) : null;
  const order = exact === null ? [] : [desc(sql`${goods.id} = ${exact}`)];
  return pageWithTotal(
    db
      .select(listColumns)
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(where)
      .orderBy(...order, desc(goods.createdAt), desc(goods.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(where),
  );
}

export type GoodsListRow = Awaited<ReturnType<typeof goodsPage>>['rows'][number];

export async function goodsById(db: Database, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(eq(goods.id, id));
  return row ?? null;
}

/** Every goods for the export sheet, with its batches in stock (one row per batch, or one without). */
export async function goodsForExport(db: Database, filter: GoodsFilter) {
  return db
    .select({ goods, manufacturer: manufacturers.name, category: categories.name, batch: goodsBatches })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .leftJoin(goodsBatches, and(eq(goodsBatches.goodsId, goods.id), gt(goodsBatches.stock, 0)))
    .where(goodsWhere(filter))
    .orderBy(asc(goods.id), asc(goodsBatches.expiresOn))
    .limit(100_000);
}

export async function batchesOf(db: Database, goodsId: number) {
  return db
    .select()
    .from(goodsBatches)
    .where(eq(goodsBatches.goodsId, goodsId))
    .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}

export async function leafCategories(db: Database) {
  return db.execute<{ id: number; kind: string; name: string; path: string }>(sql`
    select c.id, c.kind, c.name, concat_ws(' / ', g.name, p.name, c.name) as path
    from ${categories} c
    left join ${categories} p on p.id = c.parent_id
    left join ${categories} g on g.id = p.parent_id
    where not exists (select 1 from ${categories} ch where ch.parent_id = c.id)
    order by c.kind, g.sort, p.sort, c.sort, c.id`);
}

/** The manufacturer of that exact name, added (with its search keys) when it is new. */
export async function manufacturerId(db: Database, name: string) {
  const keys = searchKeys(name);
  const [row] = await db
    .insert(manufacturers)
    .values({ name, pinyin: keys.pinyin, initials: keys.initials })
    .onConflictDoUpdate({ target: manufacturers.name, set: { name: sql`excluded.name` } })
    .returning({ id: manufacturers.id });
  return row.id;
}

const withKeys = (values: GoodsWrite) => {
  const keys = searchKeys(values.name);
  return { ...values, namePinyin: keys.pinyin, nameInitials: keys.initials };
};

export async function insertGoods(db: Database, values: GoodsWrite) {
  const [row] = await db.insert(goods).values(withKeys(values)).returning({ id: goods.id });
  await db.insert(goodsImages).values({ goodsId: row.id, url: `/img/goods/${row.id}.svg`, sort: 0 });
  return row.id;
}

export async function updateGoods(db: Database, id: number, values: GoodsWrite) {
  await db.update(goods).set(withKeys(values)).where(eq(goods.id, id));
}

/** Sets some columns only (a sheet import); the name's search keys follow the name. */
export async function updateGoodsColumns(
  db: Database,
  id: number,
  values: Partial<GoodsWrite> & { name: string },
) {
  const keys = searchKeys(values.name);
  await db
    .update(goods)
    .set({ ...values, namePinyin: keys.pinyin, nameInitials: keys.initials })
    .where(eq(goods.id, id));
}

/** A goods already listed under the same identity: 批准文号 (or 通用名), 规格 and 生产厂家. */
export async function findSameGoods(
  db: Database,
  key: { approvalNumber: string; name: string; spec: string; manufacturerName: string },
) {
  const [row] = await db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(
      and(
        key.approvalNumber ? eq(goods.approvalNumber, key.approvalNumber) : eq(goods.name, key.name),
        eq(goods.spec, key.spec),
        eq(manufacturers.name, key.manufacturerName),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  return row?.id ?? null;
}

/** A listed goods' 供货价 and 建议零售价 (fen), or null. */
export async function goodsPrices(db: Database, id: number) {
  const [row] = await db
    .select({ basePrice: goods.basePrice, retailPrice: goods.retailPrice })
    .from(goods)
    .where(eq(goods.id, id));
  return row ?? null;
}

export async function lockGoods(db: Database, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).for('update');
  return row ?? null;
}

/** Adds a batch, or sets the stock and dates of the goods' batch with that number; a recalled batch is never restocked. */
export async function upsertBatch(
  db: Database,
  goodsId: number,
  batch: { batchNo: string; producedOn: string; expiresOn: string; stock: number; qualityReportUrl: string },
) {
  const [existing] = await db
    .select({ id: goodsBatches.id, recalledAt: goodsBatches.recalledAt })
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, batch.batchNo)))
    .for('update');
  if (existing?.recalledAt) throw conflict(`批号${batch.batchNo}已召回，不能再上架销售`);
  if (existing) {
    await db.update(goodsBatches).set(batch).where(eq(goodsBatches.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(goodsBatches)
    .values({ goodsId, ...batch })
    .returning({ id: goodsBatches.id });
  return row.id;
}

export async function laddersOf(db: Database, goodsId: number) {
  return db
    .select({ number: ladderPrices.number, price: ladderPrices.price })
    .from(ladderPrices)
    .where(eq(ladderPrices.goodsId, goodsId))
    .orderBy(asc(ladderPrices.number));
}

export async function setLadders(db: Database, goodsId: number, tiers: { number: number; price: number }[]) {
  await db.delete(ladderPrices).where(eq(ladderPrices.goodsId, goodsId));
  if (tiers.length > 0) await db.insert(ladderPrices).values(tiers.map((t) => ({ goodsId, ...t })));
}
