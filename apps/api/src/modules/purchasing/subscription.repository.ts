import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, goods, goodsBatches, goodsSubscriptions, manufacturers, members } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type SubscriptionRow = typeof goodsSubscriptions.$inferSelect;

/**
 * Subscribes, or re-arms the member's subscription of this goods and type: one statement on the
 * unique index, so parallel requests end with one row whatever their order.
 */
export async function upsertSubscription(
  db: Database,
  row: {
    memberId: number;
    goodsId: number;
    type: string;
    targetPrice: number | null;
    basePrice: number | null;
    at: Date;
  },
): Promise<SubscriptionRow> {
  const [saved] = await db
    .insert(goodsSubscriptions)
    .values({
      memberId: row.memberId,
      goodsId: row.goodsId,
      type: row.type,
      targetPrice: row.targetPrice,
      basePrice: row.basePrice,
      status: 'active',
      createdAt: row.at,
    })
    .onConflictDoUpdate({
      target: [goodsSubscriptions.memberId, goodsSubscriptions.goodsId, goodsSubscriptions.type],
      set: {
        targetPrice: sql`excluded.target_price`,
        basePrice: sql`excluded.base_price`,
        status: 'active',
        createdAt: sql`excluded.created_at`,
        notifiedAt: null,
      },
    })
    .returning();
  return saved!;
}

export interface MemberFilter {
  type?: string;
  status?: string;
  goodsId?: number;
}

function memberWhere(memberId: number, filter: MemberFilter): SQL {
  return and(
    eq(goodsSubscriptions.memberId, memberId),
    filter.type ? eq(goodsSubscriptions.type, filter.type) : undefined,
    filter.status ? eq(goodsSubscriptions.status, filter.status) : undefined,
    filter.goodsId ? eq(goodsSubscriptions.goodsId, filter.goodsId) : undefined,
  )!;
}

/** A page of one member's subscriptions, newest first, with the goods' own fields. */
export async function memberPage(
  db: Database,
  memberId: number,
  filter: MemberFilter,
  offset: number,
  limit: number,
) {
  const where = memberWhere(memberId, filter);
  return pageWithTotal(
    db
      .select({
        sub: goodsSubscriptions,
        name: goods.name,
        spec: goods.spec,
        unit: goods.unit,
        manufacturer: manufacturers.name,
      })
      .from(goodsSubscriptions)
      .innerJoin(goods, eq(goods.id, goodsSubscriptions.goodsId))
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(where)
      .orderBy(desc(goodsSubscriptions.createdAt), desc(goodsSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(goodsSubscriptions).where(where),
  );
}

export type MemberPageRow = Awaited<ReturnType<typeof memberPage>>['rows'][number];

export async function statusCounts(db: Database, memberId: number) {
  const rows = await db
    .select({ status: goodsSubscriptions.status, n: count() })
    .from(goodsSubscriptions)
    .where(eq(goodsSubscriptions.memberId, memberId))
    .groupBy(goodsSubscriptions.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Deletes one of the member's own subscriptions; false when there is none with that id. */
export async function deleteOwn(db: Database, id: number, memberId: number) {
  const rows = await db
    .delete(goodsSubscriptions)
    .where(and(eq(goodsSubscriptions.id, id), eq(goodsSubscriptions.memberId, memberId)))
    .returning({ id: goodsSubscriptions.id });
  return rows.length === 1;
}

/** Active subscriptions of a goods, of these types, each with what the catalogue needs to know of its member. */
export async function activeSubscribers(db: Database, goodsId: number, types: readonly string[]) {
  return db
    .select({
      sub: goodsSubscriptions,
      viewer: {
        memberId: members.id,
        username: members.username,
        companyId: members.companyId,
        parentId: members.parentId,
        isPassed: members.isPassed,
        isSpecial: members.isSpecial,
        role: members.role,
        region: companies.region,
        customerGroup: companies.customerGroup,
        scopes: companies.businessScopes,
      },
    })
    .from(goodsSubscriptions)
    .innerJoin(members, eq(members.id, goodsSubscriptions.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(
      and(
        eq(goodsSubscriptions.goodsId, goodsId),
        eq(goodsSubscriptions.status, 'active'),
        inArray(goodsSubscriptions.type, [...types]),
        eq(members.disabled, false),
      ),
    )
    .orderBy(goodsSubscriptions.id);
}

export type SubscriberRow = Awaited<ReturnType<typeof activeSubscribers>>[number];

/**
 * Marks an active subscription done; false when it was no longer active (another transaction sent its
 * message, or the member deleted it), so the message goes out once.
 */
export async function markDone(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(goodsSubscriptions)
    .set({ status: 'done', notifiedAt: at })
    .where(and(eq(goodsSubscriptions.id, id), eq(goodsSubscriptions.status, 'active')))
    .returning({ id: goodsSubscriptions.id });
  return rows.length === 1;
}

/** The goods of these batches that someone waits for (an active 到货通知). */
export async function goodsAwaitedIn(db: Database, batchIds: readonly number[]): Promise<number[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ goodsId: goodsBatches.goodsId })
    .from(goodsBatches)
    .innerJoin(
      goodsSubscriptions,
      and(
        eq(goodsSubscriptions.goodsId, goodsBatches.goodsId),
        eq(goodsSubscriptions.type, 'arrival'),
        eq(goodsSubscriptions.status, 'active'),
      ),
    )
    .where(inArray(goodsBatches.id, [...batchIds]))
    .orderBy(goodsBatches.goodsId);
  return rows.map((r) => r.goodsId);
}
