import { formatYuan, unitPrice } from '@yaocai/domain';
import type { QuoteItem, QuoteStatus } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/http-errors';
import type { Refusal } from '../../shared/refusal-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsOffer, offerTo, storewideOf } from '../catalog/index';
import type { QuoteListRow, QuoteRow } from './quotes.repository';

/** The status a buyer and staff see: an answered quote is used while its order stands, else expired after its day. */
export function quoteStatus(quote: QuoteRow, orderStatus: string | null, today: string): QuoteStatus {
  if (quote.status !== 'answered') return quote.status as QuoteStatus;
  if (quote.orderId !== null && orderStatus !== null && orderStatus !== 'cancelled') return 'used';
  if (quote.validUntil !== null && quote.validUntil < today) return 'expired';
  return 'answered';
}

export function toQuoteItem(row: QuoteListRow, today: string): QuoteItem {
  const q = row.quote;
  return {
    id: q.id,
    goods_id: q.goodsId,
    goods_name: row.goodsName,
    spec: row.spec,
    manufacturer: row.manufacturer,
    unit: row.unit,
    quantity: q.quantity,
    expected_price: formatYuan(q.expectedPrice),
    normal_price: formatYuan(q.normalPrice),
    remark: q.remark,
    status: quoteStatus(q, row.orderStatus, today),
    price: q.price === null ? null : formatYuan(q.price),
    valid_until: q.validUntil,
    refuse_reason: q.refuseReason,
    created_at: q.createdAt.toISOString(),
    replied_at: q.repliedAt?.toISOString() ?? null,
    order_id: q.orderId,
  };
}

/**
 * The buyer's normal unit price of the goods for that quantity (its ladder tier, a running activity or
 * the 全场折扣, as the cart would charge): a quote must come under it. 404 when the buyer cannot see it.
 */
export async function normalPriceFor(
  db: Database,
  viewer: Viewer,
  goodsId: number,
  quantity: number,
  now: Date,
) {
  const offer = await goodsOffer(db, goodsId, now);
  const view = offer && offerTo(offer, viewer);
  if (!offer || !view) throw notFound('商品');
  if (view.price === null) throw new AppError(403, view.view.price_tip || '审核通过后才能询价');
  const tier = unitPrice({
    basePrice: offer.row.basePrice,
    ladder: offer.extras.ladders.get(goodsId) ?? [],
    activityPrice: null,
    storewideRate: storewideOf(offer.row, offer.extras, now)?.ratePermille ?? null,
    quantity,
  });
  return { price: Math.min(view.price, tier), row: offer.row, view };
}

/** The least quantity a quote may be asked for: the goods' threshold in 中包装. */
export const quoteMinimum = (row: { quoteThreshold: number; middlePack: number }) =>
  row.quoteThreshold * Math.max(1, row.middlePack);

export function belowNormal(field: string, price: number, normal: number) {
  if (price >= normal) throw invalid(field, `报价单价须低于该会员的正常单价¥${formatYuan(normal)}`);
}

/** Why a cart line cannot be bought at this quote (null when it can): member, goods, quantity, date, once. */
export function quoteRefusal(
  quote: { quote: QuoteRow; orderStatus: string | null } | undefined,
  memberId: number,
  goodsId: number,
  number: number,
  today: string,
): Refusal | null {
  if (!quote || quote.quote.memberId !== memberId) return { status: 404, message: '报价不存在' };
  const q = quote.quote;
  if (q.goodsId !== goodsId) return { status: 422, message: '报价与所购商品不符' };
  const status = quoteStatus(q, quote.orderStatus, today);
  if (status === 'open') return { status: 409, message: '该询价尚未答复' };
  if (status === 'refused') return { status: 409, message: '该询价已被拒绝' };
  if (status === 'used') return { status: 409, message: '该报价已下单使用，每个报价只能购买一次' };
  if (status === 'expired') return { status: 409, message: `报价已于${q.validUntil}过期` };
  if (number < q.quantity) return { status: 422, message: `按报价购买的数量不能少于${q.quantity}` };
  return null;
}
