import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, companies, drawPrizes, drawRecords, draws, members } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type Draw = typeof draws.$inferSelect;
export type DrawPrize = typeof drawPrizes.$inferSelect;

/** The switched-on raffle running at `now`; the one started last when several overlap. */
export async function runningDraw(db: Database, now: Date): Promise<Draw | null> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.isOn, true), lte(draws.startsAt, now), gt(draws.endsAt, now)))
    .orderBy(desc(draws.startsAt), desc(draws.id))
    .limit(1);
  return row ?? null;
}

export async function drawById(db: Database, id: number): Promise<Draw | null> {
  const [row] = await db.select().from(draws).where(eq(draws.id, id));
  return row ?? null;
}

export function prizesOf(db: Database, drawId: number): Promise<DrawPrize[]> {
  return db
    .select()
    .from(drawPrizes)
    .where(eq(drawPrizes.drawId, drawId))
    .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
}

export async function usedDraws(db: Database, drawId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(drawRecords)
    .where(and(eq(drawRecords.drawId, drawId), eq(drawRecords.memberId, memberId)));
  return row?.n ?? 0;
}

/** Serialises one member's draws of one raffle until the transaction ends. */
export async function lockMemberDraws(tx: Database, drawId: number, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`draw:${drawId}:${memberId}`}))`);
}

/** Takes one of a prize's stock unless none is left; false when it ran out. */
export async function takePrizeStock(tx: Database, prizeId: number): Promise<boolean> {
  const rows = await tx
    .update(drawPrizes)
    .set({ stock: sql`${drawPrizes.stock} - 1` })
    .where(and(eq(drawPrizes.id, prizeId), gt(drawPrizes.stock, 0)))
    .returning({ id: drawPrizes.id });
  return rows.length > 0;
}

export async function insertRecord(tx: Database, row: typeof drawRecords.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(drawRecords).values(row).returning({ id: drawRecords.id });
  return inserted!.id;
}

/** The latest winning records of a raffle (谢谢参与 left out) with the winner's company name. */
export function latestWinners(db: Database, drawId: number, limit: number) {
  return db
    .select({
      id: drawRecords.id,
      company: companies.name,
      name: drawRecords.name,
      createdAt: drawRecords.createdAt,
    })
    .from(drawRecords)
    .innerJoin(members, eq(members.id, drawRecords.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(drawRecords.drawId, drawId), ne(drawRecords.kind, 'none')))
    .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id))
    .limit(limit);
}

/** A member's records, newest first, with the raffle's name. */
export async function memberRecords(
  db: Database,
  memberId: number,
  drawId: number | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(drawRecords.memberId, memberId),
    drawId === undefined ? undefined : eq(drawRecords.drawId, drawId),
  );
  return pageWithTotal(
    db
      .select({ record: drawRecords, drawName: draws.name })
      .from(drawRecords)
      .innerJoin(draws, eq(draws.id, drawRecords.drawId))
      .where(where)
      .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(drawRecords).where(where),
  );
}

/** Banners placed for the raffle (position 'draw'). */
export function drawBanners(db: Database) {
  return db
    .select({ image: banners.image, url: banners.url })
    .from(banners)
    .where(eq(banners.position, 'draw'))
    .orderBy(asc(banners.sort), asc(banners.id));
}
