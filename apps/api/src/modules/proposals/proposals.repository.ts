import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, companies, members, orders, proposals } from '../../db/schema';

/** The account manager a staff member logs in as (null: the staff member looks after nobody). */
export async function managerOf(db: Database, staffId: number) {
  const [row] = await db
    .select({ id: accountManagers.id, name: accountManagers.name, phone: accountManagers.phone })
    .from(accountManagers)
    .where(eq(accountManagers.staffId, staffId));
  return row ?? null;
}

const MONTH_START = sql`(date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

/** The manager's members with this month's orders (not cancelled) and their proposals by status. */
export async function assignedMembers(db: Database, managerId: number, memberId?: number) {
  return db
    .select({
      id: members.id,
      username: members.username,
      name: members.name,
      phone: members.phone,
      company: companies.name,
      region: companies.region,
      monthOrders: sql<number>`(select count(*)::int from orders o where o.member_id = ${members.id}
        and o.status <> 'cancelled' and o.created_at >= ${MONTH_START})`,
      monthAmount: sql<number>`(select coalesce(sum(o.payable_amount), 0)::int from orders o
        where o.member_id = ${members.id} and o.status <> 'cancelled' and o.created_at >= ${MONTH_START})`,
      open: sql<number>`(select count(*)::int from proposals p where p.member_id = ${members.id} and p.status = 'open')`,
      accepted: sql<number>`(select count(*)::int from proposals p where p.member_id = ${members.id} and p.status = 'accepted')`,
      declined: sql<number>`(select count(*)::int from proposals p where p.member_id = ${members.id} and p.status = 'declined')`,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(
      and(
        eq(members.accountManagerId, managerId),
        eq(members.role, 'buyer'),
        memberId === undefined ? undefined : eq(members.id, memberId),
      ),
    )
    .orderBy(members.id);
}

export async function recentOrders(db: Database, memberId: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payable: orders.payableAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt))
    .limit(20);
}

/** 常购清单 as the rep sees it: goods the member bought in the last 12 months (orders not cancelled). */
export async function boughtLastYear(db: Database, memberId: number) {
  const result = await db.execute(sql`
    select l.goods_id as "goodsId", max(l.goods_name) as "goodsName", max(l.spec) as spec,
      max(l.manufacturer) as manufacturer, max(l.unit) as unit, count(distinct o.id)::int as times,
      (array_agg(l.quantity order by o.created_at desc))[1]::int as "lastQuantity",
      (array_agg(l.unit_price order by o.created_at desc))[1]::int as "lastPrice",
      max(o.created_at) as "lastAt"
    from order_lines l join orders o on o.id = l.order_id
    where o.member_id = ${memberId} and o.status <> 'cancelled' and not l.is_gift
      and o.created_at >= now() - interval '12 months'
    group by l.goods_id order by times desc, "lastAt" desc limit 100`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

const proposalColumns = {
  p: proposals,
  username: members.username,
  company: companies.name,
  staffName: sql<string>`(select s.name from members s where s.id = ${proposals.staffId})`,
  orderNo: orders.orderNo,
};

export function findProposals(db: Database, where: ReturnType<typeof and>) {
  return db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(members, eq(members.id, proposals.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(orders, eq(orders.id, proposals.orderId))
    .where(where)
    .orderBy(desc(proposals.id))
    .limit(100);
}
export type ProposalRow = Awaited<ReturnType<typeof findProposals>>[number];

export async function lockProposal(db: Database, id: number, memberId: number) {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), eq(proposals.memberId, memberId)))
    .for('update');
  return row ?? null;
}
