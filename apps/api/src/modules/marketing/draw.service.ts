import {
  type DrawActivity,
  type DrawPrize as DrawPrizeView,
  type DrawRecordAnswer,
  type DrawResultAnswer,
  PROMOTION_STATES,
} from '@yaocai/contract';
import {
  drawRefusal,
  drawState,
  maskName,
  pickPrize,
  PRIZE_KIND_NAMES,
  prizeDestination,
  prizeRemarks,
  remainingDraws,
  type PrizeKind,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { forbidden, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { grantCoupons, changePoints, grantRedPacket } from '../wallet/index';
import * as repo from './draw.repository';

const RECORDS_PAGE_SIZE = 10;
const WINNERS_SHOWN = 30;

const kindOf = (kind: string): PrizeKind => (kind in PRIZE_KIND_NAMES ? (kind as PrizeKind) : 'none');

function prizeView(p: repo.DrawPrize): DrawPrizeView {
  const kind = kindOf(p.kind);
  return {
    id: p.id,
    kind,
    kind_name: PRIZE_KIND_NAMES[kind],
    name: p.name,
    image: p.image,
    remarks: prizeRemarks({ ...p, kind }),
  };
}

function activityView(draw: repo.Draw, prizes: repo.DrawPrize[], used: number, now: Date): DrawActivity {
  const state = drawState(draw, now);
  const remaining = state === 'ended' ? 0 : remainingDraws(draw.timesPerMember, used);
  return {
    id: draw.id,
    name: draw.name,
    image: draw.image,
    rules: draw.rules,
    starts_at: draw.startsAt.toISOString(),
    ends_at: draw.endsAt.toISOString(),
    state,
    state_name: PROMOTION_STATES[state],
    times_per_member: draw.timesPerMember,
    remaining,
    is_join: used >= draw.timesPerMember ? 1 : 0,
    prizes: prizes.map(prizeView),
  };
}

const buyerOf = (viewer: Viewer | null) => (viewer?.role === 'buyer' ? viewer : null);

async function viewOf(db: Database, draw: repo.Draw, viewer: Viewer | null, now: Date) {
  const buyer = buyerOf(viewer);
  const [prizes, used] = await Promise.all([
    repo.prizesOf(db, draw.id),
    buyer ? repo.usedDraws(db, draw.id, buyer.memberId) : Promise.resolve(0),
  ]);
  return activityView(draw, prizes, used, now);
}

/** GET /api/draw/simple: the raffle running now for the popup, or null. */
export async function simpleDraw(db: Database, viewer: Viewer | null, now = new Date()) {
  // Staff never draw, so their storefront offers none.
  if (viewer && !buyerOf(viewer)) return null;
  const draw = await repo.runningDraw(db, now);
  return draw ? viewOf(db, draw, viewer, now) : null;
}

/** GET /api/draw/{id}/activity: one raffle, whatever its state. */
export async function drawActivity(db: Database, viewer: Viewer | null, id: number, now = new Date()) {
  const draw = await repo.drawById(db, id);
  if (!draw) throw notFound('抽奖活动');
  return viewOf(db, draw, viewer, now);
}

/** Hands a won prize to the member, in the transaction that writes its record. */
async function grantPrize(tx: Database, memberId: number, draw: repo.Draw, prize: repo.DrawPrize, now: Date) {
  const note = `抽奖活动「${draw.name}」奖品：${prize.name}`;
  switch (kindOf(prize.kind)) {
    case 'points':
      await changePoints(tx, memberId, { amount: prize.value, kind: 'draw', note, at: now });
      return;
    case 'coupon':
      await grantCoupons(
        tx,
        memberId,
        { name: prize.name, amount: prize.value, threshold: prize.couponThreshold, days: prize.couponDays },
        1,
        now,
      );
      return;
    case 'red_packet':
      await grantRedPacket(tx, memberId, { amount: prize.value, note }, now);
      return;
    // A goods gift is shipped by customer service from the record; 谢谢参与 gives nothing.
    default:
      return;
  }
}

/**
 * Writes a record of `prize` for the member and grants it, taking one of its stock; false when its
 * stock ran out meanwhile. Runs inside the caller's transaction (the draw, or the seed's history).
 */
export async function awardPrize(
  tx: Database,
  memberId: number,
  draw: repo.Draw,
  prize: repo.DrawPrize,
  now: Date,
): Promise<number | null> {
  if (!(await repo.takePrizeStock(tx, prize.id))) return null;
  const recordId = await repo.insertRecord(tx, {
    drawId: draw.id,
    memberId,
    prizeId: prize.id,
    kind: prize.kind,
    name: prize.name,
    value: prize.value,
    createdAt: now,
  });
  await grantPrize(tx, memberId, draw, prize, now);
  return recordId;
}

/**
 * GET /api/draw?id=: one draw. Under the member's lock for this raffle: its used draws are counted,
 * a prize is picked by weight among those in stock (picked again among the rest when its stock ran
 * out meanwhile), and the record and the grant are written in the same transaction.
 */
export async function drawOnce(
  db: Database,
  viewer: Viewer,
  id: number,
  random: () => number = Math.random,
  now = new Date(),
): Promise<DrawResultAnswer> {
  const buyer = buyerOf(viewer);
  if (!buyer) throw forbidden('员工账号不能参与抽奖');
  return db.transaction(async (tx) => {
    const draw = await repo.drawById(tx, id);
    if (!draw) throw notFound('抽奖活动');
    await repo.lockMemberDraws(tx, draw.id, buyer.memberId);
    const used = await repo.usedDraws(tx, draw.id, buyer.memberId);
    const refusal = drawRefusal(drawState(draw, now), draw.timesPerMember, used);
    if (refusal) throw invalid('id', refusal);

    let candidates = await repo.prizesOf(tx, draw.id);
    for (;;) {
      const prize = pickPrize(candidates, random);
      if (!prize) throw invalid('id', '奖品已全部抽完，感谢参与');
      const recordId = await awardPrize(tx, buyer.memberId, draw, prize, now);
      if (recordId === null) {
        candidates = candidates.filter((p) => p.id !== prize.id);
        continue;
      }
      const remaining = remainingDraws(draw.timesPerMember, used + 1);
      const kind = kindOf(prize.kind);
      return {
        record_id: recordId,
        prize: prizeView(prize),
        is_win: kind === 'none' ? 0 : 1,
        destination: prizeDestination(kind),
        remaining,
        is_join: remaining === 0 ? 1 : 0,
      };
    }
  });
}

/** GET /api/draw/new_record?id=: the latest winners, names masked. */
export async function latestWinners(db: Database, id: number) {
  if (!(await repo.drawById(db, id))) throw notFound('抽奖活动');
  return (await repo.latestWinners(db, id, WINNERS_SHOWN)).map((w) => ({
    id: w.id,
    name: maskName(w.company),
    prize: w.name,
    created_at: w.createdAt.toISOString(),
  }));
}

/** GET /api/draw/record: the member's own records. */
export async function memberRecords(
  db: Database,
  viewer: Viewer,
  q: { page: number; id?: number },
): Promise<DrawRecordAnswer> {
  const { rows, total } = await repo.memberRecords(
    db,
    viewer.memberId,
    q.id,
    (q.page - 1) * RECORDS_PAGE_SIZE,
    RECORDS_PAGE_SIZE,
  );
  return {
    list: rows.map(({ record, drawName }) => {
      const kind = kindOf(record.kind);
      return {
        id: record.id,
        draw_id: record.drawId,
        draw_name: drawName,
        kind,
        kind_name: PRIZE_KIND_NAMES[kind],
        name: record.name,
        is_win: kind === 'none' ? 0 : 1,
        destination: prizeDestination(kind),
        created_at: record.createdAt.toISOString(),
      };
    }),
    total,
    page: q.page,
    page_size: RECORDS_PAGE_SIZE,
  };
}

/** GET /api/draw/ads: banners placed for the raffle, else the running raffle's own picture. */
export async function drawAds(db: Database, now = new Date()) {
  const placed = await repo.drawBanners(db);
  if (placed.length > 0) return placed;
  const draw = await repo.runningDraw(db, now);
  return draw && draw.image ? [{ image: draw.image, url: '' }] : [];
}
