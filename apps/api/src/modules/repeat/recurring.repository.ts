import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, recurringOrders, recurringRuns } from '../../db/schema';

export type PlanRow = typeof recurringOrders.$inferSelect;
export type PlanValues = Pick<
  PlanRow,
  'name' | 'lines' | 'every' | 'day' | 'addressId' | 'pay' | 'nextRunOn'
>;

export const findPlans = (db: Database, memberId: number) =>
  db
    .select()
    .from(recurringOrders)
    .where(eq(recurringOrders.memberId, memberId))
    .orderBy(desc(recurringOrders.id));

export async function findPlan(db: Database, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(recurringOrders)
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.memberId, memberId)));
  return row ?? null;
}

export async function insertPlan(db: Database, memberId: number, values: PlanValues) {
  const [row] = await db
    .insert(recurringOrders)
    .values({ memberId, ...values })
    .returning();
  return row;
}

export async function updatePlan(db: Database, id: number, values: Partial<PlanValues & { status: string }>) {
  const [row] = await db.update(recurringOrders).set(values).where(eq(recurringOrders.id, id)).returning();
  return row;
}

export const deletePlan = (db: Database, id: number) =>
  db.delete(recurringOrders).where(eq(recurringOrders.id, id));

/** The last runs of each plan, newest first. */
export async function findRuns(db: Database, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(recurringRuns)
    .where(inArray(recurringRuns.planId, planIds))
    .orderBy(desc(recurringRuns.runOn))
    .limit(planIds.length * 10);
}

/** Active plans whose day is before `today` (missed while no job ran). */
export const findMissedPlans = (db: Database, today: string) =>
  db
    .select()
    .from(recurringOrders)
    .where(and(eq(recurringOrders.status, 'active'), lt(recurringOrders.nextRunOn, today)));

export const findDuePlans = (db: Database, today: string) =>
  db
    .select()
    .from(recurringOrders)
    .where(and(eq(recurringOrders.status, 'active'), eq(recurringOrders.nextRunOn, today)));

/** Moves a plan's next day only if nobody moved it since it was read. */
export async function moveNextRun(db: Database, id: number, from: string, to: string) {
  const rows = await db
    .update(recurringOrders)
    .set({ nextRunOn: to })
    .where(and(eq(recurringOrders.id, id), eq(recurringOrders.nextRunOn, from)))
    .returning({ id: recurringOrders.id });
  return rows.length > 0;
}

/** Claims the plan's run of `day`; null when another job already made (or is making) it. */
export async function claimRun(db: Database, planId: number, day: string) {
  const [row] = await db
    .insert(recurringRuns)
    .values({ planId, runOn: day, status: 'ordered' })
    .onConflictDoNothing()
    .returning({ id: recurringRuns.id });
  return row?.id ?? null;
}

export async function recordRun(
  db: Database,
  planId: number,
  day: string,
  values: { status: 'ordered' | 'failed'; orderId: number | null; summary: string },
) {
  await db
    .insert(recurringRuns)
    .values({ planId, runOn: day, ...values, summary: values.summary.slice(0, 1000) })
    .onConflictDoUpdate({
      target: [recurringRuns.planId, recurringRuns.runOn],
      set: { ...values, summary: sql`excluded.summary` },
    });
}

export async function usernameOf(db: Database, memberId: number) {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? null;
}
