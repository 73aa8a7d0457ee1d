import { allocateShares, type AllocationResult } from '@yaocai/domain';
import type { PricedCart } from '../cart/index';
import type { GoodsRow } from '../catalog/index';
import type { NewOrderLine, BatchPiece } from '../orders/index';

type ShareKey = 'fullReduction' | 'coupon' | 'redPacket' | 'cashVoucher';
const SHARE_KEYS: ShareKey[] = ['fullReduction', 'coupon', 'redPacket', 'cashVoucher'];
type Shares = Record<ShareKey, number>;

/** Splits each share over parts in proportion to their amounts (shares never exceed the whole). */
function splitShares(shares: Shares, amounts: number[]): Shares[] {
  const split = SHARE_KEYS.map((key) => allocateShares(shares[key], amounts));
  return amounts.map((_, i) => ({
    fullReduction: split[0]?.[i] ?? 0,
    coupon: split[1]?.[i] ?? 0,
    redPacket: split[2]?.[i] ?? 0,
    cashVoucher: split[3]?.[i] ?? 0,
  }));
}

/** What an order line keeps of its goods (the cart's rows leave the long texts out). */
type SnapshotGoods = Pick<
  GoodsRow,
  'id' | 'name' | 'spec' | 'dosageForm' | 'manufacturer' | 'approvalNumber' | 'unit'
>;

function snapshot(goods: SnapshotGoods) {
  return {
    goodsId: goods.id,
    goodsName: goods.name,
    spec: goods.spec,
    dosageForm: goods.dosageForm,
    manufacturer: goods.manufacturer,
    approvalNumber: goods.approvalNumber,
    unit: goods.unit,
  };
}

function batchFields(piece: BatchPiece) {
  return {
    batchId: piece.batch.id,
    batchNo: piece.batch.batchNo,
    producedOn: piece.batch.producedOn,
    expiresOn: piece.batch.expiresOn,
  };
}

/**
 * The GSP sales record of an order: one row per goods and batch, each carrying its share of every
 * discount, so that the rows' paid amounts sum to what the order's goods cost the buyer.
 */
export function buildOrderLines(
  orderId: number,
  cart: PricedCart,
  allocation: AllocationResult,
  taken: Map<number, BatchPiece[]>,
  gifts: Map<number, BatchPiece[]>,
  goods: Map<number, SnapshotGoods>,
): NewOrderLine[] {
  const queues = new Map([...taken].map(([id, pieces]) => [id, pieces.map((p) => ({ ...p }))]));
  const take = (goodsId: number, quantity: number): BatchPiece[] => {
    const queue = queues.get(goodsId) ?? [];
    const out: BatchPiece[] = [];
    let left = quantity;
    while (left > 0 && queue.length > 0) {
      const head = queue[0]!;
      const n = Math.min(left, head.quantity);
      out.push({ batch: head.batch, quantity: n });
      head.quantity -= n;
      left -= n;
      if (head.quantity === 0) queue.shift();
    }
    if (left > 0) throw new Error(`stock allocation short for goods ${goodsId}`);
    return out;
  };
  const rows: NewOrderLine[] = [];
  cart.lines.forEach((p, i) => {
    const lineShares = allocation.lines[i]!;
    const partShares = splitShares(
      lineShares,
      p.parts.map((part) => part.amount),
    );
    p.parts.forEach((part, k) => {
      const pieces = take(part.goodsId, part.quantity);
      const amounts = pieces.map((piece) => piece.quantity * part.unitPrice);
      const pieceShares = splitShares(partShares[k]!, amounts);
      pieces.forEach((piece, j) => {
        const s = pieceShares[j]!;
        const amount = amounts[j]!;
        rows.push({
          orderId,
          ...snapshot(goods.get(part.goodsId)!),
          lineType: p.line.type,
          refId: p.line.refId,
          isGift: false,
          ...batchFields(piece),
          quantity: piece.quantity,
          unitPrice: part.unitPrice,
          amount,
          manjianShare: s.fullReduction,
          couponShare: s.coupon,
          redPacketShare: s.redPacket,
          cashVoucherShare: s.cashVoucher,
          paidAmount: amount - s.fullReduction - s.coupon - s.redPacket - s.cashVoucher,
        });
      });
    });
  });
  for (const [goodsId, pieces] of gifts) {
    for (const piece of pieces) {
      rows.push({
        orderId,
        ...snapshot(goods.get(goodsId)!),
        lineType: 0,
        refId: 0,
        isGift: true,
        ...batchFields(piece),
        quantity: piece.quantity,
        unitPrice: 0,
        amount: 0,
        manjianShare: 0,
        couponShare: 0,
        redPacketShare: 0,
        cashVoucherShare: 0,
        paidAmount: 0,
      });
    }
  }
  return rows;
}
