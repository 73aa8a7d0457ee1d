import {
  type DrawAdminView,
  type drawAdminInput,
  type DrawRecordsAdminAnswer,
  type drawRecordsAdminQuery,
  PROMOTION_STATES,
} from '@yaocai/contract';
import {
  drawPrizesRefusal,
  drawState,
  formatYuan,
  PRIZE_KIND_NAMES,
  prizeDestination,
  windowRefusal,
  type PrizeKind,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './draw-admin.repository';

const RECORDS_PAGE_SIZE = 20;

const kindOf = (kind: string): PrizeKind => (kind in PRIZE_KIND_NAMES ? (kind as PrizeKind) : 'none');
const isMoney = (kind: PrizeKind) => kind === 'coupon' || kind === 'red_packet';

/** "50积分", "¥10.00", or '' for gifts and 谢谢参与. */
function valueText(kind: PrizeKind, value: number): string {
  if (kind === 'points') return `${value}积分`;
  return isMoney(kind) ? `¥${formatYuan(value)}` : '';
}

export async function drawViews(db: Database, now = new Date()): Promise<DrawAdminView[]> {
  return (await repo.drawsWithStats(db)).map(({ draw, records, members, prizes }) => {
    const state = drawState(draw, now);
    const open = prizes.filter(({ prize }) => prize.stock > 0);
    const totalWeight = open.reduce((sum, { prize }) => sum + prize.weight, 0);
    return {
      id: draw.id,
      name: draw.name,
      image: draw.image,
      rules: draw.rules,
      starts_at: draw.startsAt.toISOString(),
      ends_at: draw.endsAt.toISOString(),
      state,
      state_name: draw.isOn ? PROMOTION_STATES[state] : '已下线',
      is_on: draw.isOn ? 1 : 0,
      times_per_member: draw.timesPerMember,
      records,
      members,
      prizes: prizes.map(({ prize, won }) => {
        const kind = kindOf(prize.kind);
        const chance = prize.stock > 0 && totalWeight > 0 ? (prize.weight / totalWeight) * 100 : 0;
        return {
          id: prize.id,
          kind,
          kind_name: PRIZE_KIND_NAMES[kind],
          name: prize.name,
          image: prize.image,
          value: isMoney(kind) ? formatYuan(prize.value) : String(prize.value),
          coupon_threshold: formatYuan(prize.couponThreshold),
          coupon_days: prize.couponDays,
          weight: prize.weight,
          chance: `${chance.toFixed(1)}%`,
          stock: prize.stock,
          won,
        };
      }),
    };
  });
}

export async function drawSnapshot(db: Database, id: number) {
  return (await repo.drawsWithStats(db, id))[0] ?? null;
}

/**
 * A raffle and its prizes. Editing updates the prizes that keep their id, adds the new ones and
 * removes those left out — unless someone already won them (their records keep naming them).
 */
export async function saveDraw(db: Database, id: number | null, input: z.output<typeof drawAdminInput>) {
  const windowWrong = windowRefusal(input.starts_at, input.ends_at);
  if (windowWrong) throw invalid(windowWrong.field, windowWrong.message);
  const prizes = input.prizes.map((p) => ({
    kind: p.kind,
    name: p.name,
    image: p.image,
    value: p.value,
    couponThreshold: p.coupon_threshold,
    couponDays: p.coupon_days,
    weight: p.weight,
    stock: p.stock,
  }));
  const prizesWrong = drawPrizesRefusal(prizes);
  if (prizesWrong) throw invalid('prizes', prizesWrong);

  const drawId = await repo.saveDraw(db, id, {
    name: input.name,
    image: input.image,
    rules: input.rules,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    timesPerMember: input.times_per_member,
    isOn: input.is_on,
  });
  if (drawId === null) throw notFound('抽奖活动');

  const existing = id === null ? [] : await repo.prizesWithUse(db, drawId);
  const known = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const [sort, p] of input.prizes.entries()) {
    const values = { ...prizes[sort]!, sort };
    if (p.id === undefined) {
      await repo.insertPrize(db, drawId, values);
      continue;
    }
    if (!known.has(p.id) || kept.has(p.id)) throw invalid('prizes', `奖品「${p.name}」不属于本活动`);
    kept.add(p.id);
    await repo.updatePrize(db, p.id, values);
  }
  const removed = existing.filter((p) => !kept.has(p.id));
  const won = removed.find((p) => p.used);
  if (won) throw invalid('prizes', `奖品「${won.name}」已有抽奖记录，不能删除，可将中奖权重或库存设为0`);
  await repo.deletePrizes(
    db,
    removed.map((p) => p.id),
  );
  return { id: drawId };
}

export async function drawRecords(
  db: Database,
  q: z.output<typeof drawRecordsAdminQuery>,
): Promise<DrawRecordsAdminAnswer> {
  const { rows, total } = await repo.recordsPage(
    db,
    { drawId: q.draw_id, winOnly: q.win === '1', keyword: q.keyword },
    (q.page - 1) * RECORDS_PAGE_SIZE,
    RECORDS_PAGE_SIZE,
  );
  return {
    list: rows.map(({ record, drawName, username, company }) => {
      const kind = kindOf(record.kind);
      return {
        id: record.id,
        draw_id: record.drawId,
        draw_name: drawName,
        member_id: record.memberId,
        username,
        company,
        kind,
        kind_name: PRIZE_KIND_NAMES[kind],
        name: record.name,
        value_text: valueText(kind, record.value),
        destination: prizeDestination(kind),
        created_at: record.createdAt.toISOString(),
      };
    }),
    total,
    page: q.page,
    page_size: RECORDS_PAGE_SIZE,
  };
}
