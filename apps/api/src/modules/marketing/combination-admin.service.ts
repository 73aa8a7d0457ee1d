import {
  type CombinationAdminView,
  type combinationInput,
  PROMOTION_STATES,
  type PromotionState,
} from '@yaocai/contract';
import { combinationRefusal, formatYuan, splitBundlePrice, windowRefusal } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './combination-admin.repository';

/** The console's 组合购: bundles of goods at one price, split over their goods to the fen. */

const stateOf = (startsAt: Date, endsAt: Date, now: Date): PromotionState =>
  now < startsAt ? 'upcoming' : now >= endsAt ? 'ended' : 'running';

const refuse = (refusal: { field: string; message: string } | null) => {
  if (refusal) throw invalid(refusal.field, refusal.message);
};

function view(row: repo.CombinationRow, now: Date): CombinationAdminView {
  const state = stateOf(row.startsAt, row.endsAt, now);
  const price = row.items.reduce((sum, i) => sum + i.price * i.number, 0);
  const normal = row.items.reduce((sum, i) => sum + i.basePrice * i.number, 0);
  return {
    id: row.id,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state,
    state_name: PROMOTION_STATES[state],
    price: formatYuan(price),
    normal_total: formatYuan(normal),
    saving: formatYuan(Math.max(0, normal - price)),
    ordered: row.ordered,
    items: row.items.map((i) => ({
      goods_id: i.goodsId,
      goods_name: i.goodsName,
      spec: i.spec,
      number: i.number,
      base_price: formatYuan(i.basePrice),
      price: formatYuan(i.price),
    })),
  };
}

export async function combinationViews(db: Database, now = new Date()) {
  return (await repo.combinationList(db)).map((row) => view(row, now));
}

export async function combinationSnapshot(db: Database, id: number) {
  return (await repo.combinationList(db, id))[0] ?? null;
}

/** A bundle over 2–10 goods; its price is split over the goods in proportion to their normal prices. */
export async function saveCombination(
  db: Database,
  id: number | null,
  input: z.output<typeof combinationInput>,
) {
  refuse(windowRefusal(input.starts_at, input.ends_at));
  const prices = await repo.goodsPrices(db, [...new Set(input.items.map((i) => i.goods_id))]);
  const missing = input.items.find((i) => !prices.has(i.goods_id));
  if (missing) throw invalid('items', `商品${missing.goods_id}不存在`);
  const lines = input.items.map((i) => ({
    goodsId: i.goods_id,
    number: i.number,
    basePrice: prices.get(i.goods_id)!,
  }));
  refuse(combinationRefusal(lines, input.price));
  const split = splitBundlePrice(lines, input.price)!;
  const saved = await repo.saveCombination(db, id, {
    name: input.name,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    items: lines.map((l, k) => ({ goodsId: l.goodsId, number: l.number, price: split[k]! })),
  });
  if (saved === null) throw notFound('组合购');
  return { id: saved };
}

/** 结束: only a running bundle stops now; one not started yet is edited or deleted instead. */
export async function endCombination(db: Database, id: number, now = new Date()) {
  const row = await combinationSnapshot(db, id);
  if (!row) throw notFound('组合购');
  const state = stateOf(row.startsAt, row.endsAt, now);
  if (state === 'upcoming') throw invalid('id', '活动尚未开始，如不再需要请直接删除或修改时间');
  if (state === 'ended') throw invalid('id', '活动已经结束');
  await repo.endCombination(db, id, now);
  return { id };
}

/** Deleting keeps the record of what orders got: a bundle that was ordered can only end. */
export async function deleteCombination(db: Database, id: number) {
  if (!(await combinationSnapshot(db, id))) throw notFound('组合购');
  if (await repo.combinationOrdered(db, id))
    throw invalid('id', '已有订单购买了该组合，不能删除；如需停止请点“结束”');
  await repo.deleteCombination(db, id);
  return { id };
}
