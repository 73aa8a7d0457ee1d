import type { MyMember, ProposalItem, proposalLine } from '@yaocai/contract';
import type { z } from 'zod';
import { formatYuan, PROPOSAL_LINE_TYPE } from '@yaocai/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, auditLog, proposals, type ProposalLine } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { findMemberViewer, type Viewer } from '../../shared/viewer';
import { addToCart, loadPricingContext, priceCart } from '../cart/index';
import { todayInChina } from '../catalog/index';
import { createOrder } from '../checkout/index';
import { notify } from '../service/index';
import * as repo from './proposals.repository';

type LineView = z.infer<typeof proposalLine>;
type Assigned = Awaited<ReturnType<typeof repo.assignedMembers>>[number];

const toMember = (m: Assigned): MyMember => ({
  id: m.id,
  username: m.username,
  name: m.name,
  phone: m.phone,
  company: m.company,
  region: m.region,
  month_orders: m.monthOrders,
  month_amount: formatYuan(m.monthAmount),
  proposals_open: m.open,
  proposals_accepted: m.accepted,
  proposals_declined: m.declined,
});

/** A staff read of a member's data, in the audit log like every write. */
async function logView(db: Database, staff: Viewer, memberId: number, summary: string) {
  await db.insert(auditLog).values({
    staffId: staff.memberId,
    staffName: staff.username,
    action: 'proposal.create',
    entity: 'member',
    entityId: String(memberId),
    summary,
  });
}

/** GET /api/operator/my-members */
export async function myMembers(db: Database, staff: Viewer) {
  const manager = await repo.managerOf(db, staff.memberId);
  const list = manager ? (await repo.assignedMembers(db, manager.id)).map(toMember) : [];
  const sum = (k: 'proposals_open' | 'proposals_accepted' | 'proposals_declined') =>
    list.reduce((n, m) => n + m[k], 0);
  await logView(db, staff, 0, `查看我的客户（${list.length}个）`);
  return {
    manager: manager && { name: manager.name, phone: manager.phone },
    list,
    proposals: {
      open: sum('proposals_open'),
      accepted: sum('proposals_accepted'),
      declined: sum('proposals_declined'),
    },
  };
}

/** The staff member's own member, or 404 (anyone else's member, or a staff member who looks after nobody). */
async function assigned(db: Database, staff: Viewer, memberId: number) {
  const manager = await repo.managerOf(db, staff.memberId);
  const [member] = manager ? await repo.assignedMembers(db, manager.id, memberId) : [];
  if (!member) throw notFound('会员');
  return member;
}

/** GET /api/operator/my-members/{id}: the member, recent orders, goods bought in the last 12 months. */
export async function myMemberDetail(db: Database, staff: Viewer, memberId: number) {
  const member = await assigned(db, staff, memberId);
  const [orders, bought] = [await repo.recentOrders(db, memberId), await repo.boughtLastYear(db, memberId)];
  await logView(db, staff, memberId, `查看会员${member.username}的订单与常购清单`);
  return {
    member: toMember(member),
    orders: orders.map((o) => ({
      id: o.id,
      order_no: o.orderNo,
      status: o.status,
      payable_amount: formatYuan(o.payable),
      created_at: o.createdAt.toISOString(),
    })),
    frequent: bought.map((b) => ({
      goods_id: Number(b.goodsId),
      goods_name: String(b.goodsName),
      spec: String(b.spec),
      manufacturer: String(b.manufacturer),
      unit: String(b.unit),
      times: Number(b.times),
      last_quantity: Number(b.lastQuantity),
      last_price: formatYuan(Number(b.lastPrice)),
      last_bought_at: new Date(String(b.lastAt)).toISOString(),
    })),
  };
}

/** The lines as the member would buy them now: the member's prices, scope and stock. */
async function priceFor(db: Database, member: Viewer, lines: ProposalLine[], refId: number) {
  const cartLines = lines.map((l, i) => ({
    id: -1 - i,
    type: PROPOSAL_LINE_TYPE,
    goodsId: l.goods_id,
    refId,
    number: l.number,
    isSelected: 1,
    shownPrice: null,
  }));
  const ctx = await loadPricingContext(db, member, cartLines, new Date());
  const cart = priceCart(cartLines, ctx);
  const views: LineView[] = cart.lines.map((p) => ({
    goods_id: p.line.goodsId ?? 0,
    goods_name: p.goods?.name ?? '商品已下架',
    spec: p.goods?.spec ?? '',
    manufacturer: p.goods?.manufacturer ?? '',
    unit: p.goods?.unit ?? '',
    middle_pack: p.goods?.middlePack ?? 1,
    number: p.line.number,
    price: p.goods ? formatYuan(p.unitPrice) : null,
    amount: p.goods ? formatYuan(p.amount) : null,
    refusal: p.goods ? (p.refusal?.message ?? null) : '商品不存在或已下架',
  }));
  return { views, total: cart.lines.reduce((n, p) => n + (p.goods ? p.amount : 0), 0) };
}

async function toItem(db: Database, row: repo.ProposalRow): Promise<ProposalItem> {
  const p = row.p;
  const member = await findMemberViewer(db, p.memberId);
  const priced = member ? await priceFor(db, member, p.lines, p.id) : { views: [], total: 0 };
  const expired = p.status === 'open' && p.validUntil < todayInChina();
  return {
    id: p.id,
    member_id: p.memberId,
    username: row.username,
    company: row.company,
    staff_name: row.staffName,
    status: expired ? 'expired' : (p.status as ProposalItem['status']),
    remark: p.remark,
    valid_until: p.validUntil,
    decline_reason: p.declineReason,
    order_id: p.orderId,
    order_no: row.orderNo,
    created_at: p.createdAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
    lines: priced.views,
    total: formatYuan(priced.total),
  };
}

function mergeLines(lines: ProposalLine[]) {
  const byGoods = new Map<number, number>();
  for (const l of lines) byGoods.set(l.goods_id, (byGoods.get(l.goods_id) ?? 0) + l.number);
  return [...byGoods].map(([goods_id, number]) => ({ goods_id, number }));
}

/** POST /api/operator/proposals: checked as the member would buy it; the member gets a message. */
export async function createProposal(
  tx: Database,
  staff: Viewer,
  body: { member_id: number; lines: ProposalLine[]; remark: string; valid_until: string },
) {
  const member = await assigned(tx, staff, body.member_id);
  if (body.valid_until < todayInChina()) throw invalid('valid_until', '有效期不能早于今天');
  const lines = mergeLines(body.lines);
  const buyer = (await findMemberViewer(tx, member.id))!;
  const priced = await priceFor(tx, buyer, lines, 0);
  const refused = priced.views.find((v) => v.refusal);
  if (refused) throw invalid('lines', `${refused.goods_name}：${refused.refusal}`);
  const [row] = await tx
    .insert(proposals)
    .values({
      memberId: member.id,
      staffId: staff.memberId,
      lines,
      remark: body.remark,
      validUntil: body.valid_until,
    })
    .returning({ id: proposals.id });
  await notify(tx, member.id, {
    kind: 'proposal',
    title: '您的客户经理为您准备了一张订单',
    content: `${lines.length}种商品，合计¥${formatYuan(priced.total)}，请在${body.valid_until}前确认下单。${body.remark}`,
    link: '/dgdd',
  });
  const [saved] = await repo.findProposals(tx, eq(proposals.id, row!.id));
  return toItem(tx, saved!);
}

/** GET /api/operator/proposals: the staff member's own proposals. */
export async function staffProposals(db: Database, staff: Viewer, memberId?: number) {
  const rows = await repo.findProposals(
    db,
    and(eq(proposals.staffId, staff.memberId), memberId ? eq(proposals.memberId, memberId) : undefined),
  );
  return { list: await Promise.all(rows.map((r) => toItem(db, r))) };
}

/** GET /api/user/proposals */
export async function memberProposals(db: Database, viewer: Viewer) {
  const rows = await repo.findProposals(db, eq(proposals.memberId, viewer.memberId));
  return { list: await Promise.all(rows.map((r) => toItem(db, r))) };
}

async function openProposal(tx: Database, viewer: Viewer, id: number) {
  const p = await repo.lockProposal(tx, id, viewer.memberId);
  if (!p) throw notFound('代下单');
  return p;
}

/**
 * POST /api/user/proposals/{id}/accept: the lines (quantities as changed) go into the cart as the
 * proposal's own lines and the normal checkout places the order. The proposal row is locked, so a
 * second accept waits and gets the same order.
 */
export async function acceptProposal(
  db: Database,
  viewer: Viewer,
  id: number,
  body: { lines?: ProposalLine[]; address_id?: number },
) {
  return db.transaction(async (tx) => {
    const p = await openProposal(tx, viewer, id);
    if (p.status === 'accepted' && p.orderId) {
      const [row] = await repo.findProposals(tx, eq(proposals.id, id));
      return { order_id: p.orderId, order_no: row!.orderNo ?? '' };
    }
    if (p.status !== 'open') throw conflict('该代下单已处理');
    if (p.validUntil < todayInChina()) throw conflict(`该代下单已于${p.validUntil}过期`);
    const changes = new Map((body.lines ?? []).map((l) => [l.goods_id, l.number]));
    for (const goodsId of changes.keys())
      if (!p.lines.some((l) => l.goods_id === goodsId)) throw invalid('lines', '只能修改代下单中的商品数量');
    const lines = p.lines.map((l) => ({ ...l, number: changes.get(l.goods_id) ?? l.number }));
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.memberId, viewer.memberId),
          body.address_id ? eq(addresses.id, body.address_id) : undefined,
        ),
      )
      .orderBy(desc(addresses.isDefault), addresses.id)
      .limit(1);
    if (!address) throw notFound('收货地址');
    const added = await addToCart(
      tx,
      viewer,
      lines.map((l) => ({
        goodsId: l.goods_id,
        number: l.number,
        type: PROPOSAL_LINE_TYPE,
        ckId: id,
        price: null,
      })),
    );
    const order = await createOrder(tx, viewer, {
      ids: added.lines.map((l) => l.id),
      addressId: address.id,
      invoiceType: 0,
      remark: `代客下单#${id}`,
      idempotencyKey: `proposal-${id}`,
    });
    await tx
      .update(proposals)
      .set({ status: 'accepted', lines, orderId: order.id, decidedAt: new Date() })
      .where(eq(proposals.id, id));
    return { order_id: order.id, order_no: order.orderNo };
  });
}

/** POST /api/user/proposals/{id}/decline */
export async function declineProposal(db: Database, viewer: Viewer, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const p = await openProposal(tx, viewer, id);
    if (p.status !== 'open') throw new AppError(409, '该代下单已处理');
    await tx
      .update(proposals)
      .set({ status: 'declined', declineReason: reason, decidedAt: new Date() })
      .where(eq(proposals.id, id));
    return { id, status: 'declined' as const };
  });
}
