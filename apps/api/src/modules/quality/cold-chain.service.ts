import { COLD_CHAIN_DECISION_LABELS, type ColdChainAnswer } from '@yaocai/contract';
import { readTemperatureLog } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { temperatureRecords } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/http-errors';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { applyAfterSale, findOrder, findOrderAnyMember, insertEvent } from '../orders/index';
import { rowsOf, unitsAskedBack } from './recall.repository';

type RecordRow = typeof temperatureRecords.$inferSelect;

/** The order's 冷链 goods and the range they all need (the narrowest of their ranges), in tenths of a °C. */
async function coldGoods(db: Database, orderId: number) {
  const goods = await rowsOf<{ name: string; cold_min: number; cold_max: number }>(
    db,
    sql`select distinct g.name, g.cold_min, g.cold_max from order_lines l join goods g on g.id = l.goods_id
      where l.order_id = ${orderId} and g.cold_chain order by g.name`,
  );
  return {
    names: goods.map((g) => g.name),
    min: goods.length ? Math.max(...goods.map((g) => g.cold_min)) : 20,
    max: goods.length ? Math.min(...goods.map((g) => g.cold_max)) : 80,
  };
}

async function findRecord(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(temperatureRecords)
    .where(sql`${temperatureRecords.orderId} = ${orderId}`);
  return row ?? null;
}

function recordView(r: RecordRow) {
  const temps = r.readings.map((x) => x.c);
  return {
    file_name: r.fileName,
    readings: r.readings,
    min_c: r.minTenths / 10,
    max_c: r.maxTenths / 10,
    max_gap_minutes: Math.round((r.maxGapSeconds / 60) * 10) / 10,
    lowest_c: Math.min(...temps),
    highest_c: Math.max(...temps),
    excursions: r.excursions,
    uploaded_at: r.createdAt.toISOString(),
    decision: r.decision,
    decision_name:
      COLD_CHAIN_DECISION_LABELS[r.decision as keyof typeof COLD_CHAIN_DECISION_LABELS] ?? r.decision,
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision_note: r.decisionNote,
    after_sale_id: r.afterSaleId,
  };
}

async function coldChainOf(db: Database, orderId: number): Promise<ColdChainAnswer> {
  const [goods, record] = await Promise.all([coldGoods(db, orderId), findRecord(db, orderId)]);
  return {
    cold_chain: goods.names.length > 0,
    goods: goods.names,
    min_c: goods.min / 10,
    max_c: goods.max / 10,
    record: record ? recordView(record) : null,
  };
}

export async function operatorColdChain(db: Database, orderId: number) {
  if (!(await findOrderAnyMember(db, orderId))) throw notFound('订单');
  return coldChainOf(db, orderId);
}

export async function memberColdChain(db: Database, viewer: Viewer, orderId: number) {
  if (!(await findOrder(db, viewer.memberId, orderId))) throw notFound('订单');
  return coldChainOf(db, orderId);
}

/** The logger's CSV uploaded while packing: checked (≤ 5 minutes between readings) and kept with its excursions. */
export async function uploadTemperatureRecord(
  db: Database,
  staff: Viewer,
  orderId: number,
  file: { bytes: Buffer; name: string },
  now = new Date(),
) {
  const order = await findOrderAnyMember(db, orderId);
  if (!order) throw notFound('订单');
  if (order.status !== 'to_ship') throw conflict('只有待发货的订单可以上传温度记录');
  const goods = await coldGoods(db, orderId);
  if (goods.names.length === 0) throw conflict('该订单没有冷链商品，无需温度记录');
  const read = readTemperatureLog(file.bytes.toString('utf-8'), { min: goods.min / 10, max: goods.max / 10 });
  if (!read.ok) throw new AppError(422, read.errors[0]!, 422, { file: read.errors });
  const values = {
    orderId,
    fileName: file.name.slice(0, 200),
    readings: read.log.readings,
    minTenths: goods.min,
    maxTenths: goods.max,
    maxGapSeconds: Math.round(read.log.maxGapSeconds),
    excursions: read.log.excursions,
    uploadedBy: staff.memberId,
    createdAt: now,
  };
  await db
    .insert(temperatureRecords)
    .values(values)
    .onConflictDoUpdate({ target: temperatureRecords.orderId, set: values });
  await insertEvent(
    db,
    orderId,
    'cold_chain',
    `上传冷链温度记录：${read.log.readings.length}条读数${read.log.excursions.length ? `，超温${read.log.excursions.length}次` : '，全程在范围内'}`,
    now,
  );
  return coldChainOf(db, orderId);
}

/** The buyer's 验收 of the record: accepted, or refused with a reason, which opens a 退货 after-sale. */
export async function decideColdChain(
  db: Database,
  viewer: Viewer,
  orderId: number,
  input: { accept: number; reason: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const order = await findOrder(tx, viewer.memberId, orderId);
    if (!order) throw notFound('订单');
    const record = await findRecord(tx, orderId);
    if (!record) throw notFound('温度记录');
    if (order.status !== 'shipped' && order.status !== 'completed') throw conflict('订单发货后才能验收');
    if (record.decision !== 'pending') throw conflict('温度记录已验收，不能重复操作');
    let afterSaleId: number | null = null;
    if (input.accept !== 1) {
      const lines = await rowsOf<{ id: number; left: number }>(
        tx,
        sql`select l.id, l.quantity - ${unitsAskedBack(sql`l.id`)} as left
          from order_lines l join goods g on g.id = l.goods_id
          where l.order_id = ${orderId} and g.cold_chain and not l.is_gift order by l.id`,
      );
      const wanted = lines.filter((l) => l.left > 0);
      if (wanted.length === 0) throw conflict('冷链商品已申请售后');
      const view = recordView(record);
      const summary = `温度记录${record.fileName}：${record.readings.length}条读数，${view.lowest_c}～${view.highest_c}°C（要求${view.min_c}～${view.max_c}°C），超温${record.excursions.length}次`;
      const sale = await applyAfterSale(
        tx,
        viewer,
        {
          orderId,
          kind: 'return_refund',
          reason: `冷链拒收：${input.reason}。${summary}`.slice(0, 500),
          photos: [],
          lines: wanted.map((l) => ({ orderLineId: l.id, quantity: l.left, traceCodes: 'auto' as const })),
        },
        now,
      );
      afterSaleId = sale.id;
    }
    const decision = input.accept === 1 ? 'accepted' : 'refused';
    await tx.execute(sql`update temperature_records set decision = ${decision},
        decided_at = ${now.toISOString()}::timestamptz, decision_note = ${input.reason}, after_sale_id = ${afterSaleId}
      where order_id = ${orderId} and decision = 'pending'`);
    await insertEvent(
      tx,
      orderId,
      'cold_chain',
      input.accept === 1 ? '买家验收冷链温度记录' : `买家拒收冷链商品：${input.reason}`.slice(0, 200),
      now,
    );
    return { decision, after_sale_id: afterSaleId };
  });
}
