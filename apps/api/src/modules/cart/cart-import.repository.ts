import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from '../catalog/index';
import { anyOf } from '../../db/sql-arrays';
import type { PoolGoods } from './plan-match';

/**
 * The goods a purchase plan may mean, among those this buyer may see: by number, by approval number
 * (spaces and case ignored) or by generic or trade name.
 */
export async function findPlanGoods(
  db: Database,
  viewer: Viewer,
  keys: { ids: number[]; approvals: string[]; names: string[] },
): Promise<PoolGoods[]> {
  const wanted: SQL[] = [];
  if (keys.ids.length > 0) wanted.push(anyOf(goods.id, keys.ids));
  if (keys.approvals.length > 0) {
    wanted.push(inArray(sql`upper(replace(${goods.approvalNumber}, ' ', ''))`, keys.approvals));
  }
  if (keys.names.length > 0) {
    wanted.push(inArray(goods.name, keys.names), inArray(goods.tradeName, keys.names));
  }
  if (wanted.length === 0) return [];
  return db
    .select({
      id: goods.id,
      name: goods.name,
      tradeName: goods.tradeName,
      spec: goods.spec,
      approvalNumber: goods.approvalNumber,
      manufacturer: manufacturers.name,
      manufacturerShort: manufacturers.shortName,
    })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(visibleGoodsCondition(viewer), or(...wanted)));
}
