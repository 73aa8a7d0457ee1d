import { and, asc, count, countDistinct, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, drawPrizes, drawRecords, draws, members } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { parallel } from '../../shared/parallel-reads';

type DrawValues = Omit<typeof draws.$inferInsert, 'id' | 'createdAt'>;
export type PrizeValues = Omit<typeof drawPrizes.$inferInsert, 'id' | 'drawId'>;

/** Raffles (one when `id` is given), newest first, with their prizes and how often each was won. */
export async function drawsWithStats(db: Database, id?: number) {
  const where = id === undefined ? undefined : eq(draws.id, id);
  const [list, prizes, won, totals] = await parallel(db, [
    () => db.select().from(draws).where(where).orderBy(desc(draws.startsAt), desc(draws.id)),
    () =>
      db
        .select()
        .from(drawPrizes)
        .where(id === undefined ? undefined : eq(drawPrizes.drawId, id))
        .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id)),
    () =>
      db
        .select({ prizeId: drawRecords.prizeId, n: count() })
        .from(drawRecords)
        .where(id === undefined ? undefined : eq(drawRecords.drawId, id))
        .groupBy(drawRecords.prizeId),
    () =>
      db
        .select({ drawId: drawRecords.drawId, n: count(), members: countDistinct(drawRecords.memberId) })
        .from(drawRecords)
        .where(id === undefined ? undefined : eq(drawRecords.drawId, id))
        .groupBy(drawRecords.drawId),
  ] as const);
  const wonBy = new Map(won.map((w) => [w.prizeId, w.n]));
  const totalBy = new Map(totals.map((t) => [t.drawId, t]));
  return list.map((draw) => ({
    draw,
    records: totalBy.get(draw.id)?.n ?? 0,
    members: totalBy.get(draw.id)?.members ?? 0,
    prizes: prizes
      .filter((p) => p.drawId === draw.id)
      .map((prize) => ({ prize, won: wonBy.get(prize.id) ?? 0 })),
  }));
}

/** Inserts (id null) or updates a raffle; null when the raffle to update does not exist. */
export async function saveDraw(tx: Database, id: number | null, values: DrawValues): Promise<number | null> {
  if (id === null) {
    const [row] = await tx.insert(draws).values(values).returning({ id: draws.id });
    return row!.id;
  }
  const [row] = await tx.update(draws).set(values).where(eq(draws.id, id)).returning({ id: draws.id });
  return row?.id ?? null;
}

/** The raffle's prizes with whether any record names them. */
export async function prizesWithUse(tx: Database, drawId: number) {
  const [prizes, used] = await parallel(tx, [
    () =>
      tx
        .select({ id: drawPrizes.id, name: drawPrizes.name })
        .from(drawPrizes)
        .where(eq(drawPrizes.drawId, drawId)),
    () =>
      tx
        .selectDistinct({ prizeId: drawRecords.prizeId })
        .from(drawRecords)
        .where(eq(drawRecords.drawId, drawId)),
  ] as const);
  const usedIds = new Set(used.map((u) => u.prizeId));
  return prizes.map((p) => ({ ...p, used: usedIds.has(p.id) }));
}

export async function updatePrize(tx: Database, id: number, values: PrizeValues) {
  await tx.update(drawPrizes).set(values).where(eq(drawPrizes.id, id));
}

export async function insertPrize(tx: Database, drawId: number, values: PrizeValues) {
  await tx.insert(drawPrizes).values({ ...values, drawId });
}

export async function deletePrizes(tx: Database, ids: number[]) {
  if (ids.length > 0) await tx.delete(drawPrizes).where(inArray(drawPrizes.id, ids));
}

export interface RecordFilter {
  drawId?: number;
  winOnly: boolean;
  keyword?: string;
}

/** Records for the console, newest first, with the member and the raffle. */
export async function recordsPage(db: Database, f: RecordFilter, offset: number, limit: number) {
  const conditions: (SQL | undefined)[] = [
    f.drawId === undefined ? undefined : eq(drawRecords.drawId, f.drawId),
    f.winOnly ? ne(drawRecords.kind, 'none') : undefined,
  ];
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    conditions.push(
      or(ilike(members.username, pattern), ilike(companies.name, pattern), ilike(drawRecords.name, pattern)),
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        record: drawRecords,
        drawName: draws.name,
        username: members.username,
        company: companies.name,
      })
      .from(drawRecords)
      .innerJoin(draws, eq(draws.id, drawRecords.drawId))
      .innerJoin(members, eq(members.id, drawRecords.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where);
  const [rows, [total]] = await parallel(db, [
    () => base().orderBy(desc(drawRecords.createdAt), desc(drawRecords.id)).offset(offset).limit(limit),
    () =>
      db
        .select({ n: count() })
        .from(drawRecords)
        .innerJoin(members, eq(members.id, drawRecords.memberId))
        .innerJoin(companies, eq(companies.id, members.companyId))
        .where(where),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}
