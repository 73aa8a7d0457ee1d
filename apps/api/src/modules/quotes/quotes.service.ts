import type { QuoteItem, QuoteStatus } from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quotes } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { findMemberViewer, type Viewer } from '../../shared/viewer';
import { todayInChina } from '../catalog/index';
import { notify } from '../service/index';
import { belowNormal, normalPriceFor, quoteMinimum, toQuoteItem } from './quote-rules';
import * as repo from './quotes.repository';

const PAGE_SIZE = 20;

export interface AskQuote {
  goods_id: number;
  quantity: number;
  expected_price: number;
  remark: string;
}

/** POST /api/quotes: at or above the goods' threshold, hoping for less than the buyer's own price. */
export async function askQuote(
  db: Database,
  viewer: Viewer,
  body: AskQuote,
  now = new Date(),
): Promise<QuoteItem> {
  if (!viewer.isPassed) throw new AppError(403, '资质审核通过后才能询价');
  const normal = await normalPriceFor(db, viewer, body.goods_id, body.quantity, now);
  const minimum = quoteMinimum(normal.row);
  if (body.quantity < minimum)
    throw invalid(
      'quantity',
      `询价数量不能少于${minimum}${normal.row.unit}（${normal.row.quoteThreshold}个中包装）`,
    );
  if (body.expected_price >= normal.price)
    throw invalid('expected_price', `期望单价须低于您的当前单价¥${formatYuan(normal.price)}`);
  const id = await repo.insertQuote(db, {
    memberId: viewer.memberId,
    goodsId: body.goods_id,
    quantity: body.quantity,
    expectedPrice: body.expected_price,
    normalPrice: normal.price,
    remark: body.remark,
    createdAt: now,
  });
  return toQuoteItem((await repo.findQuoteView(db, id))!, todayInChina(now));
}

/** GET /api/quotes: the member's own quotes, newest first. */
export async function myQuotes(db: Database, viewer: Viewer, query: { page: number; status?: QuoteStatus }) {
  const today = todayInChina();
  const where = and(eq(quotes.memberId, viewer.memberId), repo.statusCondition(query.status, today));
  const { rows, total } = await repo.findQuotes(db, where, query.page, PAGE_SIZE);
  return { list: rows.map((r) => toQuoteItem(r, today)), total, page: query.page, page_size: PAGE_SIZE };
}

/** GET /api/operator/quotes */
export async function staffQuotes(
  db: Database,
  query: { page: number; status?: QuoteStatus; keyword?: string },
) {
  const today = todayInChina();
  const where = and(repo.statusCondition(query.status, today), repo.keywordCondition(query.keyword));
  const { rows, total } = await repo.findQuotes(db, where, query.page, PAGE_SIZE);
  return {
    list: rows.map((r) => ({
      ...toQuoteItem(r, today),
      member_id: r.quote.memberId,
      username: r.username,
      company: r.company,
      replied_by: r.repliedBy,
    })),
    total,
    page: query.page,
    page_size: PAGE_SIZE,
  };
}

async function openQuote(tx: Database, id: number) {
  const quote = await repo.lockQuote(tx, id);
  if (!quote) throw notFound('询价');
  if (quote.status !== 'open') throw conflict('该询价已处理');
  return quote;
}

/** The quote as it stands, for the audit log's before and after. */
export const quoteSnapshot = (id: number) => async (db: Database) =>
  (await db.select().from(quotes).where(eq(quotes.id, id)))[0] ?? null;

/** POST /api/operator/quotes/{id}/reply: a price under the buyer's normal price, valid today or later. */
export async function replyQuote(
  tx: Database,
  staff: Viewer,
  id: number,
  body: { price: number; valid_until: string },
  now = new Date(),
): Promise<QuoteItem> {
  const quote = await openQuote(tx, id);
  const today = todayInChina(now);
  // A past day is refused before anything else about the price.
  if (body.valid_until < today) throw invalid('valid_until', '有效期不能早于今天');
  const buyer = await findMemberViewer(tx, quote.memberId);
  if (!buyer) throw notFound('会员');
  const normal = await normalPriceFor(tx, buyer, quote.goodsId, quote.quantity, now);
  belowNormal('price', body.price, normal.price);
  await repo.updateQuote(tx, id, {
    status: 'answered',
    price: body.price,
    validUntil: body.valid_until,
    repliedBy: staff.memberId,
    repliedAt: now,
  });
  await notify(
    tx,
    quote.memberId,
    {
      kind: 'quote',
      title: `询价已报价：${normal.row.name}`,
      content: `您对${normal.row.name}（${quote.quantity}${normal.row.unit}）的询价已报价¥${formatYuan(body.price)}/${normal.row.unit}，${body.valid_until}前按报价购买有效。`,
      link: '/wdxj',
    },
    now,
  );
  return toQuoteItem((await repo.findQuoteView(tx, id))!, today);
}

/** POST /api/operator/quotes/{id}/refuse */
export async function refuseQuote(tx: Database, staff: Viewer, id: number, reason: string, now = new Date()) {
  const quote = await openQuote(tx, id);
  await repo.updateQuote(tx, id, {
    status: 'refused',
    refuseReason: reason,
    repliedBy: staff.memberId,
    repliedAt: now,
  });
  const view = (await repo.findQuoteView(tx, id))!;
  await notify(
    tx,
    quote.memberId,
    {
      kind: 'quote',
      title: `询价未通过：${view.goodsName}`,
      content: `您对${view.goodsName}（${quote.quantity}${view.unit}）的询价未获报价：${reason}`,
      link: '/wdxj',
    },
    now,
  );
  return toQuoteItem(view, todayInChina(now));
}
