import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';

/** On sale and 控销 of goods whatever the viewer may see (an order's goods may be off sale by now). */
export async function findGoodsFacts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, GoodsFact>();
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      spec: goods.spec,
      manufacturerId: goods.manufacturerId,
      onSale: goods.onSale,
      isControlled: goods.isControlled,
    })
    .from(goods)
    .where(inArray(goods.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type GoodsFact = {
  id: number;
  name: string;
  spec: string;
  manufacturerId: number;
  onSale: boolean;
  isControlled: boolean;
};

/** Goods on sale with the same 通用名 and 规格 as one of `facts`, from another manufacturer. */
export async function findSameGenericGoods(db: Database, facts: GoodsFact[]) {
  if (facts.length === 0) return [];
  return db
    .select({ id: goods.id, name: goods.name, spec: goods.spec, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(
      and(
        eq(goods.onSale, true),
        or(
          ...facts.map((f) =>
            and(eq(goods.name, f.name), eq(goods.spec, f.spec), ne(goods.manufacturerId, f.manufacturerId)),
          ),
        ),
      ),
    )
    .limit(200);
}
