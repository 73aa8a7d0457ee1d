import type {
  OperatorVarietyAnswer,
  operatorVarietyQuery,
  OperatorVarietyRequest,
  VarietyCreateAnswer,
  varietyCreateBody,
  VarietyDetailAnswer,
  VarietyGoodsAnswer,
  VarietyListAnswer,
  varietyListQuery,
  VarietyRequest,
  VarietyStatusAnswer,
  varietyStatusBody,
} from '@yaocai/contract';
import {
  VARIETY_STATUSES,
  isVarietyStatus,
  varietyMoveRefusal,
  varietyStatusLabel,
  type VarietyStatus,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsList } from '../catalog/index';
import { audited } from '../../shared/audit';
import { notify } from './message.service';
import * as repo from './variety.repository';

const MEMBER_PAGE_SIZE = 10;
const STAFF_PAGE_SIZE = 20;
const GOODS_PICKS = 20;

export const varietyInfoLink = (id: number) => `/pzqg/info?id=${id}`;

function view(row: { request: repo.VarietyRow['request']; goodsName: string | null }): VarietyRequest {
  const r = row.request;
  const status: VarietyStatus = isVarietyStatus(r.status) ? r.status : 'pending';
  return {
    id: r.id,
    name: r.name,
    manufacturer: r.manufacturer,
    spec: r.spec,
    quantity: r.quantity,
    remark: r.remark,
    status,
    status_name: varietyStatusLabel(status),
    reason: r.reason,
    goods: status === 'listed' && r.goodsId !== null ? { id: r.goodsId, name: row.goodsName ?? '' } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function countsOf(map: Map<string, number>) {
  return Object.fromEntries(VARIETY_STATUSES.map((s) => [s, map.get(s) ?? 0])) as Record<
    VarietyStatus,
    number
  >;
}

/** POST /api/variety/create: the request waits for staff (待处理). */
export async function createRequest(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof varietyCreateBody>,
): Promise<VarietyCreateAnswer> {
  return repo.insertRequest(db, { memberId: viewer.memberId, ...input, status: 'pending' });
}

export async function memberRequests(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof varietyListQuery>,
): Promise<VarietyListAnswer> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.memberPage(db, viewer.memberId, q.status, (q.page - 1) * MEMBER_PAGE_SIZE, MEMBER_PAGE_SIZE),
    repo.statusCounts(db, viewer.memberId),
  ]);
  return {
    list: rows.map(view),
    total,
    page: q.page,
    page_size: MEMBER_PAGE_SIZE,
    counts: countsOf(counts),
  };
}

/** One of the member's own requests; anyone else's is not found. */
export async function memberRequest(db: Database, viewer: Viewer, id: number): Promise<VarietyDetailAnswer> {
  const row = await repo.findOne(db, id, viewer.memberId);
  if (!row) throw notFound('求购记录');
  return view(row);
}

export async function staffRequests(
  db: Database,
  q: z.output<typeof operatorVarietyQuery>,
): Promise<OperatorVarietyAnswer> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.staffPage(
      db,
      { status: q.status, keyword: q.keyword },
      (q.page - 1) * STAFF_PAGE_SIZE,
      STAFF_PAGE_SIZE,
    ),
    repo.statusCounts(db),
  ]);
  const list = rows.map((row): OperatorVarietyRequest => ({
    ...view(row),
    member: {
      id: row.memberId,
      username: row.username,
      company: row.company,
      contact: row.contact,
      phone: row.phone,
    },
  }));
  return { list, total, page: q.page, page_size: STAFF_PAGE_SIZE, counts: countsOf(counts) };
}

/** Goods on sale matching the words, to link a request being listed. */
export async function goodsToLink(db: Database, keyword: string | undefined): Promise<VarietyGoodsAnswer> {
  const { list } = await goodsList(db, { keyword, on_sale: '1', page: 1 });
  return list
    .slice(0, GOODS_PICKS)
    .map((g) => ({ id: g.id, name: g.name, spec: g.spec, manufacturer: g.manufacturer }));
}

const described = (r: { name: string; spec: string }) => `“${r.name}${r.spec ? ` ${r.spec}` : ''}”`;

function noticeOf(request: { id: number; name: string; spec: string }, status: VarietyStatus, extra: string) {
  const what = described(request);
  const link = varietyInfoLink(request.id);
  switch (status) {
    case 'purchasing':
      return {
        kind: 'variety' as const,
        title: '求购品种开始采购',
        content: `您求购的${what}已开始采购，到货上架后会第一时间通知您。`,
        link,
      };
    case 'listed':
      return {
        kind: 'variety' as const,
        title: '求购品种已上架',
        content: `您求购的${what}已上架（${extra}），欢迎选购。`,
        link,
      };
    default:
      return {
        kind: 'variety' as const,
        title: '求购品种无法采购',
        content: `很抱歉，您求购的${what}暂时无法采购，原因：${extra}`,
        link,
      };
  }
}

/**
 * Staff move a request along pending → purchasing → listed | unavailable. The change, its audit entry
 * and the member's message are one transaction.
 */
export async function changeStatus(
  db: Database,
  staff: Viewer,
  id: number,
  input: z.output<typeof varietyStatusBody>,
  at = new Date(),
): Promise<VarietyStatusAnswer> {
  const to = input.status;
  const reason = input.reason?.trim() ?? '';
  return audited(
    db,
    staff,
    {
      action: 'feedback.reply',
      entity: 'variety_request',
      entityId: id,
      summary: (r) => `求购处理：${r.status_name}${to === 'unavailable' ? `（${reason}）` : ''}`,
      snapshot: async (tx) => {
        const row = await repo.findOne(tx, id);
        return row
          ? { status: row.request.status, reason: row.request.reason, goods_id: row.request.goodsId }
          : null;
      },
    },
    async (tx) => {
      const request = await repo.lockRequest(tx, id);
      if (!request) throw notFound('求购记录');
      const from: VarietyStatus = isVarietyStatus(request.status) ? request.status : 'pending';
      const refusal = varietyMoveRefusal(from, to, { reason, goodsId: input.goods_id });
      if (refusal) throw invalid(refusal.field, refusal.message);
      let goodsName = '';
      if (to === 'listed') {
        const picked = await repo.goodsForListing(tx, input.goods_id!);
        if (!picked) throw invalid('goods_id', '商品不存在，请重新选择');
        if (!picked.onSale) throw invalid('goods_id', '该商品尚未上架，请先上架后再标记');
        goodsName = picked.name;
      }
      await repo.setStatus(tx, id, {
        status: to,
        reason: to === 'unavailable' ? reason : '',
        goodsId: to === 'listed' ? input.goods_id! : null,
        at,
      });
      await notify(tx, request.memberId, noticeOf(request, to, to === 'listed' ? goodsName : reason), at);
      return { id, status: to, status_name: varietyStatusLabel(to) };
    },
  );
}

/** Requests no one has picked up yet (the dashboard's waiting count). */
export const pendingVarietyCount = repo.pendingCount;
