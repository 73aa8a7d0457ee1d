import { and, eq, notExists } from 'drizzle-orm';
import {
  applyAfterSale,
  approveAfterSale,
  enterReturnParcel,
  receiveReturn,
  sandboxPush,
  shipReplacement,
} from '../../modules/orders/index';
import { SandboxCarrier } from '../../providers/logistics/index';
import { audited } from '../../shared/audit';
import { findViewerByUsername } from '../../shared/viewer';
import type { Database } from '../client';
import { afterSales, orderLines, orders, parcels } from '../schema';
import { addHours } from './dates';

/**
 * A 换货 in progress for yaodian01, through the real services: approved by 客服, the buyer's return
 * parcel on its way and received, the replacement shipped by 仓库 first expiry first, its parcel in
 * transit (signing it on /api/dev/logistics closes the after-sale).
 */
export async function seedExchange(db: Database, now: Date) {
  const buyer = await findViewerByUsername(db, 'yaodian01');
  const service = await findViewerByUsername(db, 'kefu01');
  const warehouse = await findViewerByUsername(db, 'cangku01');
  if (!buyer || !service || !warehouse) return null;
  const [pick] = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.memberId, buyer.memberId),
        eq(orders.status, 'completed'),
        eq(orderLines.isGift, false),
        notExists(db.select().from(afterSales).where(eq(afterSales.orderId, orders.id))),
      ),
    )
    .orderBy(orders.id)
    .limit(1);
  if (!pick) return null;
  const at = addHours(now, -70);
  const sale = await applyAfterSale(
    db,
    buyer,
    {
      orderId: pick.order.id,
      kind: 'exchange',
      reason: '收到的药品外盒压损、封签破裂，申请换货',
      lines: [{ orderLineId: pick.line.id, quantity: Math.min(2, pick.line.quantity), traceCodes: 'auto' }],
      photos: [],
    },
    at,
  );
  const entity = { entity: 'after_sale', entityId: sale.id };
  await audited(db, service, { action: 'after_sale.approve', ...entity, summary: '同意售后申请' }, (tx) =>
    approveAfterSale(tx, sale.id, addHours(at, 2)),
  );
  await enterReturnParcel(
    db,
    buyer,
    sale.id,
    { carrier: '中通快递', number: '78341290551236' },
    addHours(at, 5),
  );
  const carrier = new SandboxCarrier();
  const push = async (purpose: string, steps: [number, string, string, string][], base: Date) => {
    const [parcel] = await db
      .select()
      .from(parcels)
      .where(and(eq(parcels.afterSaleId, sale.id), eq(parcels.purpose, purpose)));
    for (const [hours, state, place, text] of steps)
      await sandboxPush(db, carrier, parcel!.id, { state, place, text, at: addHours(base, hours) }, now);
  };
  await push(
    'return',
    [
      [6, '1', '北京市朝阳区', '【北京朝阳营业部】快件已揽收'],
      [20, '0', '广东省广州市', '快件已到达【广州转运中心】'],
      [30, '3', '广东省广州市', '快件已签收，签收人：药采网仓库'],
    ],
    at,
  );
  await audited(db, warehouse, { action: 'after_sale.receive', ...entity, summary: '确认收到退货' }, (tx) =>
    receiveReturn(tx, sale.id, addHours(at, 36)),
  );
  const logistics = { company: '顺丰速运', no: 'SF1458820936617' };
  await audited(
    db,
    warehouse,
    { action: 'order.ship', ...entity, summary: `换货发货：${logistics.company} ${logistics.no}` },
    (tx) => shipReplacement(tx, sale.id, logistics, addHours(at, 40)),
  );
  await push(
    'replacement',
    [
      [42, '1', '广东省广州市', '【广州白云医药仓】顺丰速运快件已揽收'],
      [55, '0', '湖北省武汉市', '快件已到达【武汉转运中心】'],
    ],
    at,
  );
  return sale.id;
}
