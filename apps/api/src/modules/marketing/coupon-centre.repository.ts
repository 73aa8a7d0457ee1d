import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponTemplates, goods } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type CouponTemplateRow = typeof couponTemplates.$inferSelect;
export type CouponTemplateWrite = Omit<typeof couponTemplates.$inferInsert, 'id' | 'claimed' | 'createdAt'>;

/** On, inside the claim window, and (for a fixed validity) not yet expired. */
const claimableAt = (now: Date) =>
  and(
    eq(couponTemplates.isOn, true),
    lte(couponTemplates.claimStartsAt, now),
    gt(couponTemplates.claimEndsAt, now),
    or(isNull(couponTemplates.validTo), gt(couponTemplates.validTo, now)),
  );

/** A page of the coupon centre: staff's order first, then the newest. */
export async function claimablePage(db: Database, now: Date, offset: number, limit: number) {
  const where = claimableAt(now);
  return pageWithTotal(
    db
      .select()
      .from(couponTemplates)
      .where(where)
      .orderBy(asc(couponTemplates.sort), desc(couponTemplates.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(couponTemplates).where(where),
  );
}

export async function findTemplate(db: Database, id: number): Promise<CouponTemplateRow | null> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Serialises one member's claims of one template, so the per-member limit holds under parallel clicks. */
export async function lockClaimer(tx: Database, templateId: number, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon-claim:${templateId}:${memberId}`}))`);
}

/**
 * Counts one claim, only while one is left and the claim window is open: parallel claims can never
 * take more than the total. The row after the claim, or null when none was taken.
 */
export async function takeOne(tx: Database, id: number, now: Date): Promise<CouponTemplateRow | null> {
  const [row] = await tx
    .update(couponTemplates)
    .set({ claimed: sql`${couponTemplates.claimed} + 1` })
    .where(
      and(eq(couponTemplates.id, id), lt(couponTemplates.claimed, couponTemplates.total), claimableAt(now)),
    )
    .returning();
  return row ?? null;
}

/** Names of the goods of 指定商品 coupons. */
export async function goodsNames(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; spec: string }>();
  const rows = await db
    .select({ id: goods.id, name: goods.name, spec: goods.spec })
    .from(goods)
    .where(inArray(goods.id, ids));
  return new Map(rows.map((g) => [g.id, g]));
}

/** Every template for the console: running and upcoming first by staff's order, then the rest. */
export async function allTemplates(db: Database) {
  return db.select().from(couponTemplates).orderBy(asc(couponTemplates.sort), desc(couponTemplates.id));
}

export async function insertTemplate(db: Database, values: CouponTemplateWrite) {
  const [row] = await db.insert(couponTemplates).values(values).returning({ id: couponTemplates.id });
  return row!.id;
}

/** Under the row lock, so a claim cannot slip between the check of `claimed` and the write. */
export async function lockTemplate(db: Database, id: number): Promise<CouponTemplateRow | null> {
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateTemplate(db: Database, id: number, values: CouponTemplateWrite) {
  await db.update(couponTemplates).set(values).where(eq(couponTemplates.id, id));
}
