import { type TradeUpAdminView, type tradeUpInput, TRADE_UP_STATES } from '@yaocai/contract';
import { formatYuan, windowRefusal } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { goodsPrices } from './combination-admin.repository';
import * as repo from './trade-up.repository';

/** The console's 换购: activities with a threshold, each offering goods at a special price. */

type State = TradeUpAdminView['state'];

function stateOf(row: repo.TradeUpRow, now: Date): State {
  if (!row.isOn) return 'off';
  return now < row.startsAt ? 'upcoming' : now >= row.endsAt ? 'ended' : 'running';
}

function view(row: repo.TradeUpRow, now: Date): TradeUpAdminView {
  const state = stateOf(row, now);
  return {
    id: row.id,
    name: row.name,
    threshold: formatYuan(row.threshold),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    is_on: row.isOn ? 1 : 0,
    state,
    state_name: TRADE_UP_STATES[state],
    sold: row.goods.reduce((sum, g) => sum + g.sold, 0),
    goods: row.goods.map((g) => ({
      id: g.id,
      goods_id: g.goodsId,
      goods_name: g.goodsName,
      spec: g.spec,
      base_price: formatYuan(g.basePrice),
      price: formatYuan(g.price),
      limit_per_order: g.limitPerOrder,
    })),
  };
}

export async function tradeUpViews(db: Database, now = new Date()) {
  return (await repo.tradeUpList(db)).map((row) => view(row, now));
}

export async function tradeUpSnapshot(db: Database, id: number) {
  return (await repo.tradeUpList(db, id))[0] ?? null;
}

/** Each goods once, existing, and offered below its normal price; the window must end after it starts. */
export async function saveTradeUp(db: Database, id: number | null, input: z.output<typeof tradeUpInput>) {
  const window = windowRefusal(input.starts_at, input.ends_at);
  if (window) throw invalid(window.field, window.message);
  const ids = input.goods.map((g) => g.goods_id);
  if (new Set(ids).size !== ids.length) throw invalid('goods', '换购商品不能重复');
  const prices = await goodsPrices(db, ids);
  for (const item of input.goods) {
    const base = prices.get(item.goods_id);
    if (base === undefined) throw invalid('goods', `商品${item.goods_id}不存在`);
    if (item.price >= base)
      throw invalid('goods', `换购价必须低于商品原价（商品${item.goods_id}原价${formatYuan(base)}元）`);
  }
  const saved = await repo.saveTradeUp(db, id, {
    name: input.name,
    threshold: input.threshold,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    isOn: input.is_on === 1,
    goods: input.goods.map((g) => ({
      goodsId: g.goods_id,
      price: g.price,
      limitPerOrder: g.limit_per_order,
    })),
  });
  if (saved === null) throw notFound('换购活动');
  return { id: saved };
}

/** Deleting keeps the record of what orders got: an activity whose goods were bought can only be switched off. */
export async function deleteTradeUp(db: Database, id: number) {
  const row = await tradeUpSnapshot(db, id);
  if (!row) throw notFound('换购活动');
  if (row.goods.some((g) => g.sold > 0))
    throw invalid('id', '已有订单换购了该活动的商品，不能删除；如需停止请停用');
  await repo.deleteTradeUp(db, id);
  return { id };
}
