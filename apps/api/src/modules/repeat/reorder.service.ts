import type { ReorderAnswer, ReorderLine, SubstituteGoods } from '@yaocai/contract';
import { formatYuan, parseYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { addToCart } from '../cart/index';
import { goodsCards, type GoodsView } from '../catalog/index';
import { findOrder, findOrderLines } from '../orders/index';
import { findGoodsFacts, findSameGenericGoods, type GoodsFact } from './goods-facts.repository';

const fen = (yuan: string | null) => (yuan === null ? null : parseYuan(yuan));

/**
 * For each goods that could not be added, a goods of the same 通用名 and 规格 from another
 * manufacturer this viewer may buy now, with stock: enough stock first, then the lowest price.
 */
export async function substitutesFor(
  db: Database,
  viewer: Viewer,
  wanted: { fact: GoodsFact; number: number }[],
) {
  const found = new Map<number, SubstituteGoods>();
  const candidates = await findSameGenericGoods(
    db,
    wanted.map((w) => w.fact),
  );
  const cards = new Map(
    (
      await goodsCards(
        db,
        candidates.map((c) => c.id),
        viewer,
      )
    ).map((c) => [c.id, c]),
  );
  for (const { fact, number } of wanted) {
    const usable = candidates
      .filter((c) => c.name === fact.name && c.spec === fact.spec && c.id !== fact.id)
      .map((c) => cards.get(c.id))
      .filter((c): c is GoodsView => !!c && c.is_buy === 1 && c.number > 0 && c.base_price !== null)
      .sort(
        (a, b) =>
          Number(b.number >= number) - Number(a.number >= number) ||
          (fen(a.base_price) ?? 0) - (fen(b.base_price) ?? 0),
      );
    const best = usable[0];
    if (best) {
      found.set(fact.id, {
        goods_id: best.id,
        name: best.name,
        spec: best.ypgg,
        manufacturer: best.sccj,
        price: best.base_price,
        stock: best.number,
        number:
          best.can_split === 1
            ? number
            : Math.ceil(number / Math.max(1, best.middle_pack)) * best.middle_pack,
      });
    }
  }
  return found;
}

function notAddedNote(fact: GoodsFact | undefined, card: GoodsView | undefined, reason: string) {
  if (!fact || !fact.onSale) return '商品已下架';
  if (!card && fact.isControlled) return '该商品现为控销商品，您暂不能购买';
  return reason;
}

/**
 * 再次购买: the order's goods (gifts aside) into the cart at today's price and rules. Each goods is
 * reported as added, added with changes (price up or down against the order, a ladder tier, now 控销)
 * or not added (off sale, out of stock, out of scope…) with a substitute where one is sellable.
 */
export async function reorder(db: Database, viewer: Viewer, orderId: number, now = new Date()) {
  if (!(await findOrder(db, viewer.memberId, orderId))) throw notFound('订单');
  const wanted = new Map<
    number,
    { number: number; price: number; name: string; spec: string; maker: string }
  >();
  for (const l of await findOrderLines(db, [orderId])) {
    if (l.isGift) continue;
    const had = wanted.get(l.goodsId);
    wanted.set(l.goodsId, {
      number: (had?.number ?? 0) + l.quantity,
      price: l.unitPrice,
      name: l.goodsName,
      spec: l.spec,
      maker: l.manufacturer,
    });
  }
  const ids = [...wanted.keys()];
  const [facts, cards] = await Promise.all([findGoodsFacts(db, ids), goodsCards(db, ids, viewer)]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const result = await addToCart(
    db,
    viewer,
    ids.map((goodsId) => ({ goodsId, number: wanted.get(goodsId)!.number, type: 0, ckId: 0, price: null })),
    now,
    true,
  );
  const added = new Map(result.lines.map((l) => [l.goods_id, l]));
  const skipped = new Map(result.skipped.map((s) => [s.goods_id, s.reason]));
  const missing = ids.filter((id) => !added.has(id)).map((id) => facts.get(id));
  const substitutes = await substitutesFor(
    db,
    viewer,
    missing.filter((f): f is GoodsFact => !!f).map((fact) => ({ fact, number: wanted.get(fact.id)!.number })),
  );
  const lines = ids.map((goodsId): ReorderLine => {
    const w = wanted.get(goodsId)!;
    const fact = facts.get(goodsId);
    const card = cardOf.get(goodsId);
    const base = {
      goods_id: goodsId,
      name: w.name,
      spec: w.spec,
      manufacturer: w.maker,
      number: w.number,
      old_price: formatYuan(w.price),
    };
    const line = added.get(goodsId);
    if (!line) {
      const reason = skipped.get(goodsId) ?? '暂不能购买';
      return {
        ...base,
        status: 'not_added',
        changes: [],
        note: notAddedNote(fact, card, reason),
        price: null,
        substitute: substitutes.get(goodsId) ?? null,
      };
    }
    const today = parseYuan(line.price) ?? w.price;
    const changes: ReorderLine['changes'] = [];
    const notes: string[] = [];
    if (today > w.price) changes.push('price_up');
    if (today < w.price) changes.push('price_down');
    if (changes.length)
      notes.push(`价格由 ¥${formatYuan(w.price)} ${today > w.price ? '上涨' : '下降'}为 ¥${line.price}`);
    if (
      card &&
      card.ladder_price.length > 0 &&
      card.base_price !== null &&
      today < (parseYuan(card.base_price) ?? 0)
    ) {
      changes.push('ladder');
      notes.push('已按阶梯价计算');
    }
    if (fact?.isControlled) {
      changes.push('controlled');
      notes.push('该商品现为控销商品');
    }
    return {
      ...base,
      status: changes.length ? 'changed' : 'added',
      changes,
      note: notes.join('；'),
      price: line.price,
      substitute: null,
    };
  });
  const count = (s: ReorderLine['status']) => lines.filter((l) => l.status === s).length;
  const answer: ReorderAnswer = {
    lines,
    added: count('added'),
    changed: count('changed'),
    not_added: count('not_added'),
    total: result.total,
  };
  return answer;
}
