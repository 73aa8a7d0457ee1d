import { canEnterReturnParcel, type AfterSaleKind, type AfterSaleStatus } from '@yaocai/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterSaleLines, afterSaleReplacements, goodsBatches, orderLines } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { alertArrivalsAt } from '../purchasing/index';
import { notify } from '../service/index';
import * as sales from './after-sale.repository';
import * as orders from './orders.repository';
import { onParcelSigned, parcelViews, recordParcel } from './parcels.service';
import * as parcels from './parcels.repository';
import { moveAfterSaleStep as moveAfterSale } from './after-sale-move';
import { lockSellableBatches, returnToBatches } from './stock.repository';
import { groupByGoods, planBatches } from './stock.service';

const link = (id: number) => `/order/afterSalesInfo/${id}`;

/**
 * The buyer tells us the parcel it sends back (退货退款 or 换货, once approved and until the goods are
 * received): one return parcel per after-sale, followed with the carrier like any parcel.
 */
export async function enterReturnParcel(
  db: Database,
  viewer: Viewer,
  id: number,
  parcel: { carrier: string; number: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const sale = await sales.findAfterSale(tx, id, viewer.memberId);
    if (!sale) throw notFound('售后申请');
    if (!canEnterReturnParcel(sale.kind as AfterSaleKind, sale.status as AfterSaleStatus)) {
      throw conflict(sale.kind === 'refund_only' ? '仅退款无需寄回商品' : '售后申请当前状态不能填写退货物流');
    }
    const existing = await parcels.parcelsOfAfterSale(tx, id);
    if (existing.some((p) => p.purpose === 'return')) throw conflict('已填写退货物流，请勿重复提交');
    const row = await recordParcel(
      tx,
      { orderId: sale.orderId, afterSaleId: id, purpose: 'return', ...parcel },
      now,
    );
    await orders.insertEvent(
      tx,
      sale.orderId,
      'return_parcel',
      `售后${sale.afterSaleNo}退货已寄出（${parcel.carrier} ${parcel.number}）`,
      now,
    );
    return { id, parcel_id: row.id };
  });
}

/**
 * 换货 goods back at the warehouse: the returned units go back on the batches they were sold from (to
 * the unit), inside the step's transaction; 到货通知 subscribers of those goods are told.
 */
export async function restockExchange(tx: Database, sale: sales.AfterSaleRow, now = new Date()) {
  const lines = await sales.findAfterSaleLines(tx, [sale.id]);
  const back = lines.map(({ saleLine, line }) => ({ batchId: line.batchId, quantity: saleLine.quantity }));
  await returnToBatches(tx, back);
  await alertArrivalsAt(
    tx,
    back.map((b) => b.batchId),
    now,
  );
  await orders.insertEvent(tx, sale.orderId, 'exchange', `售后${sale.afterSaleNo}换货商品已退回入库`, now);
}

/**
 * Ships the replacement of a 换货 whose goods are back: the same units of each line, taken from the
 * goods' batches first expiry first under their row locks (never below zero), one parcel of purpose
 * replacement followed like an order's, and a message to the buyer.
 */
export async function shipReplacement(
  db: Database,
  id: number,
  logistics: { company: string; no: string },
  now = new Date(),
) {
  const first = await sales.findAfterSale(db, id);
  if (!first) throw notFound('售后申请');
  return db.transaction(async (tx) => {
    await lockMember(tx, first.memberId);
    const sale = await moveAfterSale(tx, id, 'reshipped');
    const lines = await sales.findAfterSaleLines(tx, [id]);
    const needs = new Map<number, number>();
    for (const { saleLine, line } of lines)
      needs.set(line.goodsId, (needs.get(line.goodsId) ?? 0) + saleLine.quantity);
    const byGoods = groupByGoods(
      await lockSellableBatches(
        tx,
        [...needs.keys()].sort((a, b) => a - b),
        now,
      ),
    );
    const rows: (typeof afterSaleReplacements.$inferInsert)[] = [];
    for (const { saleLine, line } of lines) {
      const batches = byGoods.get(line.goodsId) ?? [];
      const { pieces, missing } = planBatches(batches, saleLine.quantity);
      if (missing > 0) throw conflict(`${line.goodsName}库存不足，暂不能发出换货`);
      for (const p of pieces) {
        p.batch.stock -= p.quantity; // the next line of the same goods plans on what is left
        rows.push({
          afterSaleId: id,
          afterSaleLineId: saleLine.id,
          goodsId: line.goodsId,
          batchId: p.batch.id,
          batchNo: p.batch.batchNo,
          expiresOn: p.batch.expiresOn,
          quantity: p.quantity,
          createdAt: now,
        });
      }
    }
    for (const r of rows) {
      const [taken] = await tx
        .update(goodsBatches)
        .set({ stock: sql`${goodsBatches.stock} - ${r.quantity}` })
        .where(and(eq(goodsBatches.id, r.batchId), gte(goodsBatches.stock, r.quantity)))
        .returning({ id: goodsBatches.id });
      if (!taken) throw conflict('库存已变化，请重试');
    }
    await tx.insert(afterSaleReplacements).values(rows);
    await recordParcel(
      tx,
      {
        orderId: sale.orderId,
        afterSaleId: id,
        purpose: 'replacement',
        carrier: logistics.company,
        number: logistics.no,
      },
      now,
    );
    await orders.insertEvent(
      tx,
      sale.orderId,
      'exchange',
      `售后${sale.afterSaleNo}换货已发出，${logistics.company} 运单号 ${logistics.no}`,
      now,
    );
    await notify(
      tx,
      sale.memberId,
      {
        kind: 'after_sale',
        title: '换货商品已发出',
        content: `您的售后申请${sale.afterSaleNo}的换货商品已发出，${logistics.company} 运单号 ${logistics.no}，请注意查收。`,
        link: link(id),
      },
      now,
    );
    return { id, status: sale.status };
  });
}

// The replacement signed for closes the 换货 (once: the parcel's first signing runs this hook).
onParcelSigned('replacement', async (tx, parcel, at) => {
  if (!parcel.afterSaleId) return;
  const sale = await sales.findAfterSale(tx, parcel.afterSaleId);
  if (!sale || sale.status !== 'reshipped') return;
  await sales.moveAfterSale(tx, sale.id, 'reshipped', { status: 'completed' });
  await orders.insertEvent(
    tx,
    sale.orderId,
    'exchange',
    `售后${sale.afterSaleNo}换货已签收（${parcel.carrier} ${parcel.number}），售后完成`,
    at,
  );
  await notify(
    tx,
    sale.memberId,
    {
      kind: 'after_sale',
      title: '换货已完成',
      content: `您的售后申请${sale.afterSaleNo}的换货商品已签收，售后已完成。`,
      link: link(sale.id),
    },
    at,
  );
});

/** What the after-sale's pages show of its parcels (return, replacement) and the replacement's batches. */
export async function exchangeView(db: Database, afterSaleId: number) {
  const [rows, replaced] = await Promise.all([
    parcels.parcelsOfAfterSale(db, afterSaleId),
    db
      .select({ r: afterSaleReplacements, goodsName: orderLines.goodsName, spec: orderLines.spec })
      .from(afterSaleReplacements)
      .innerJoin(afterSaleLines, eq(afterSaleLines.id, afterSaleReplacements.afterSaleLineId))
      .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
      .where(eq(afterSaleReplacements.afterSaleId, afterSaleId))
      .orderBy(afterSaleReplacements.id),
  ]);
  return {
    parcels: await parcelViews(db, rows),
    replacements: replaced.map(({ r, goodsName, spec }) => ({
      goods_name: goodsName,
      spec,
      after_sale_line_id: r.afterSaleLineId,
      goods_id: r.goodsId,
      batch_no: r.batchNo,
      expires_on: r.expiresOn,
      quantity: r.quantity,
    })),
  };
}
