import { type StorewideDiscountView, type storewideDiscountInput, PROMOTION_STATES } from '@yaocai/contract';
import { storewideLabel, storewideRefusal, windowRefusal } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { categoryIndex } from '../catalog/index';
import * as repo from './storewide.repository';

type State = StorewideDiscountView['state'];
const STATE_NAMES: Record<State, string> = { ...PROMOTION_STATES, off: '已停用' };

function stateOf(row: repo.StorewideDiscountRow, now: Date): State {
  if (!row.isOn) return 'off';
  return now < row.startsAt ? 'upcoming' : now >= row.endsAt ? 'ended' : 'running';
}

const refuse = (refusal: { field: string; message: string } | null) => {
  if (refusal) throw invalid(refusal.field, refusal.message);
};

/** GET /api/operator/storewide_discounts: every 全场折扣, newest first. */
export async function storewideViews(db: Database, now = new Date()): Promise<StorewideDiscountView[]> {
  const [rows, index] = await Promise.all([repo.storewideList(db), categoryIndex(db)]);
  return rows.map((row) => {
    const state = stateOf(row, now);
    return {
      id: row.id,
      name: row.name,
      rate_permille: row.ratePermille,
      label: storewideLabel(row.ratePermille),
      excluded_goods_ids: row.excludedGoodsIds,
      excluded_category_ids: row.excludedCategoryIds,
      excluded_categories: row.excludedCategoryIds.map((id) => ({
        id,
        name: index.byId.get(id)?.name ?? `分类${id}`,
      })),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      is_on: row.isOn ? 1 : 0,
      state,
      state_name: STATE_NAMES[state],
    };
  });
}

/** A 全场折扣 with its exclusions; every excluded goods and category must exist. */
export async function saveStorewide(
  db: Database,
  id: number | null,
  input: z.output<typeof storewideDiscountInput>,
) {
  refuse(storewideRefusal({ name: input.name, ratePermille: input.rate_permille }));
  refuse(windowRefusal(input.starts_at, input.ends_at));
  const goodsIds = [...new Set(input.excluded_goods_ids)];
  const categoryIds = [...new Set(input.excluded_category_ids)];
  for (const [field, table, list, what] of [
    ['excluded_goods_ids', 'goods', goodsIds, '商品'],
    ['excluded_category_ids', 'categories', categoryIds, '分类'],
  ] as const) {
    const known = new Set(await repo.existingIds(db, table, list));
    const missing = list.find((g) => !known.has(g));
    if (missing !== undefined) throw invalid(field, `${what}${missing}不存在`);
  }
  const saved = await repo.saveStorewide(db, id, {
    name: input.name,
    ratePermille: input.rate_permille,
    excludedGoodsIds: goodsIds,
    excludedCategoryIds: categoryIds,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    isOn: input.is_on === 1,
  });
  if (saved === null) throw notFound('全场折扣活动');
  return { id: saved };
}

export async function storewideSnapshot(db: Database, id: number) {
  return (await repo.storewideList(db, id))[0] ?? null;
}
