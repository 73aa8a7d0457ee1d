import { demoTraceCodes } from './seed-trace';
import { sql } from 'drizzle-orm';
import { audited } from '../../shared/audit';
import { findViewerByUsername } from '../../shared/viewer';
import { addToCart } from '../../modules/cart/index';
import { checkoutPreview, createOrder, payOrder } from '../../modules/checkout/index';
import { approveAfterSale, receiveReturn, shipOrder } from '../../modules/orders/index';
import {
  acknowledgeRecall,
  closeRecall,
  recallNotices,
  recallReturn,
  startRecall,
  uploadTemperatureRecord,
} from '../../modules/quality/index';
import { createPaymentProviders, paymentConfigFrom } from '../../providers/payment/index';
import type { Database } from '../client';
import { addDays, addHours } from './dates';

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * 质量 on first start: a closed 二级召回 of a batch a buyer received (returned in one click, answered,
 * closed by zhiliang01), and 重组人胰岛素注射液 as 冷链 goods with a shipped order and its transit record.
 */
export async function seedQuality(db: Database, options: { now: Date }) {
  await seedClosedRecall(db, options.now);
  await seedColdChainOrder(db, options.now);
}

async function seedClosedRecall(db: Database, now: Date) {
  const quality = await findViewerByUsername(db, 'zhiliang01');
  const service = await findViewerByUsername(db, 'kefu01');
  // A batch that went out only in completed orders, so the recall holds nothing back.
  const [batch] = await rowsOf<{ batch_id: number; username: string; goods: string }>(
    db,
    sql`select l.batch_id, m.username, l.goods_name as goods from order_lines l
      join orders o on o.id = l.order_id join members m on m.id = o.member_id
      where o.status = 'completed' and not l.is_gift and m.username = 'liansuo01'
        and not exists (select 1 from order_lines x join orders y on y.id = x.order_id
          where x.batch_id = l.batch_id and y.status <> 'completed')
        and not exists (select 1 from after_sale_lines s where s.order_line_id = l.id)
      order by o.id desc, l.id limit 1`,
  );
  if (!quality || !service || !batch) return;
  const buyer = await findViewerByUsername(db, batch.username);
  if (!buyer) return;
  const started = addDays(now, -6);
  const recall = await startRecall(
    db,
    quality,
    {
      batch_ids: [batch.batch_id],
      level: 2,
      reason: `省药品监督管理局药品质量抽检通报：${batch.goods}该批次“溶出度”项目不符合规定`,
      instructions:
        '请立即停止销售和使用该批号产品，清点库存并下架封存；通过平台“一键退货”寄回，或在当地药监部门监督下就地销毁，并在召回通知中回复销毁数量。',
    },
    started,
  );
  const [notice] = await recallNotices(db, buyer);
  const order = notice?.orders[0];
  if (!notice || !order) return;
  const returned = await recallReturn(db, buyer, order.order_id, addHours(started, 3));
  await acknowledgeRecall(
    db,
    buyer,
    notice.id,
    { destroyed_units: 0, note: '已下架封存，全部退回' },
    addHours(started, 3.5),
  );
  const step = (action: 'after_sale.approve' | 'after_sale.receive', summary: string) => ({
    action,
    entity: 'after_sale',
    entityId: returned.after_sale_id,
    summary,
  });
  await audited(db, service, step('after_sale.approve', '同意售后申请'), (tx) =>
    approveAfterSale(tx, returned.after_sale_id, addHours(started, 5)),
  );
  await audited(db, service, step('after_sale.receive', '确认收到退货'), (tx) =>
    receiveReturn(tx, returned.after_sale_id),
  );
  await audited(
    db,
    quality,
    { action: 'recall.manage', entity: 'recall', entityId: recall.id, summary: '关闭召回' },
    (tx) => closeRecall(tx, recall.id, '', addDays(now, -2)),
  );
}

/** Every 5 minutes from packing to delivery: 3.8–6.2 °C, with 10 minutes at 8.4–8.6 °C while loading. */
function loggerCsv(from: Date, readings: number) {
  const rows = ['记录时间,温度(°C)'];
  for (let i = 0; i < readings; i++) {
    const at = new Date(from.getTime() + i * 5 * 60_000 + 8 * 3600_000);
    const base = 5 + Math.sin(i / 7) * 0.9 + ((i * 37) % 11) / 20 - 0.25;
    const c = i === 14 ? 8.4 : i === 15 ? 8.6 : base;
    rows.push(`${at.toISOString().slice(0, 16).replace('T', ' ')},${c.toFixed(1)}`);
  }
  return rows.join('\n');
}

async function seedColdChainOrder(db: Database, now: Date) {
  // Ten units, or one 中包装 where the goods cannot be split.
  const [goods] = await rowsOf<{ id: number; number: number }>(
    db,
    sql`select * from (
        select g.id, g.name, case when g.can_split or g.middle_pack <= 1 then 10 else g.middle_pack end as number,
          (select coalesce(sum(b.stock), 0) from goods_batches b
            where b.goods_id = g.id and b.expires_on > current_date) as stock
        from goods g where g.name similar to '%(胰岛素注射液|双歧杆菌三联活菌)%' and g.on_sale
      ) c where c.stock >= 2 * c.number
      order by c.name like '%胰岛素%' desc, c.id limit 1`,
  );
  const buyer = await findViewerByUsername(db, 'liansuo01');
  const warehouse = await findViewerByUsername(db, 'cangku01');
  if (!goods || !buyer || !warehouse) return;
  await db.execute(
    sql`update goods set cold_chain = true, cold_min = 20, cold_max = 80 where id = ${goods.id}`,
  );
  const at = addHours(addDays(now, -2), -5);
  const added = await addToCart(
    db,
    buyer,
    [{ goodsId: goods.id, number: goods.number, type: 0, ckId: 0, price: null }],
    at,
  );
  const ids = added.lines.map((l) => l.id);
  const preview = await checkoutPreview(db, buyer, ids, {}, [], at);
  const address = preview.addresses[0];
  if (!address) return;
  const order = await createOrder(
    db,
    buyer,
    {
      ids,
      addressId: address.id,
      invoiceType: 1,
      remark: '冷链配送，请保持2–8°C',
      idempotencyKey: 'seed-cold-chain',
    },
    at,
  );
  await payOrder(
    db,
    buyer,
    order.id,
    'balance',
    createPaymentProviders(paymentConfigFrom({}, 0)),
    addHours(at, 0.1),
  );
  const packed = addHours(at, 18);
  const file = {
    name: `ELITECH-RC5-${order.orderNo.slice(-6)}.csv`,
    bytes: Buffer.from(loggerCsv(packed, 72)),
  };
  const logistics = { company: '顺丰冷运', no: `SF${1_500_000_000_000 + order.id}` };
  await audited(
    db,
    warehouse,
    { action: 'order.ship', entity: 'order', entityId: order.id, summary: `上传冷链温度记录 ${file.name}` },
    (tx) => uploadTemperatureRecord(tx, warehouse, order.id, file, addHours(packed, 0.5)),
  );
  await audited(
    db,
    warehouse,
    {
      action: 'order.ship',
      entity: 'order',
      entityId: order.id,
      summary: `发货：${logistics.company} ${logistics.no}`,
    },
    async (tx) =>
      shipOrder(tx, order.id, logistics, addHours(packed, 1), {
        codes: await demoTraceCodes(tx, order.id),
        by: warehouse.memberId ?? null,
      }),
  );
}
