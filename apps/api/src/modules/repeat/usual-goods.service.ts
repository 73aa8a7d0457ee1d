import type { UsualGoods } from '@yaocai/contract';
import { addMonths, formatDate, formatYuan, toCalendarDate } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from '../catalog/index';
import { findUsualGoods, type UsualGoodsRow } from './usual-goods.repository';

const PAGE_SIZE = 20;
const HOME_HINTS = 8;

/** The start of the same day twelve months ago, Asia/Shanghai. */
function twelveMonthsAgo(now: Date) {
  const from = addMonths(toCalendarDate(now), -12);
  return new Date(`${formatDate(from)}T00:00:00+08:00`);
}

async function withCards(db: Database, viewer: Viewer, rows: UsualGoodsRow[], today: string) {
  const cards = new Map(
    (
      await goodsCards(
        db,
        rows.map((r) => r.goods_id),
        viewer,
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((r): UsualGoods => ({
    goods_id: r.goods_id,
    name: r.name,
    spec: r.spec,
    manufacturer: r.manufacturer,
    times: r.times,
    last_number: r.last_number,
    last_price: formatYuan(r.last_price),
    last_date: r.last_at,
    replenish:
      r.due_on && r.median_days !== null && r.usual_number !== null
        ? {
            median_days: r.median_days,
            usual_number: r.usual_number,
            due_on: r.due_on,
            due: r.due_on <= today,
          }
        : null,
    goods: cards.get(r.goods_id) ?? null,
  }));
}

/** 常购清单: every goods bought in the last 12 months, due ones first, then the most recently bought. */
export async function usualGoods(
  db: Database,
  viewer: Viewer,
  page: number,
  onlyDue: boolean,
  now = new Date(),
) {
  const today = formatDate(toCalendarDate(now));
  const isDue = (r: UsualGoodsRow) => r.due_on !== null && r.due_on <= today;
  const rows = (await findUsualGoods(db, viewer.memberId, twelveMonthsAgo(now))).filter(
    (r) => !onlyDue || isDue(r),
  );
  rows.sort((a, b) => Number(isDue(b)) - Number(isDue(a)));
  const slice = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return { list: await withCards(db, viewer, slice, today), total: rows.length, page, page_size: PAGE_SIZE };
}

/** 该补货了 on the home page: due goods the member may still buy, most overdue first. */
export async function replenishDue(db: Database, viewer: Viewer, now = new Date()) {
  const today = formatDate(toCalendarDate(now));
  const due = (await findUsualGoods(db, viewer.memberId, twelveMonthsAgo(now)))
    .filter((r) => r.due_on !== null && r.due_on <= today)
    .sort((a, b) => (a.due_on! < b.due_on! ? -1 : a.due_on! > b.due_on! ? 1 : 0));
  const list = await withCards(db, viewer, due, today);
  return { list: list.filter((g) => g.goods?.is_buy === 1).slice(0, HOME_HINTS) };
}
