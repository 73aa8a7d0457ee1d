import { eq, isNotNull } from 'drizzle-orm';
import { followDueParcels, sandboxPush } from '../../modules/orders/index';
import { SandboxCarrier } from '../../providers/logistics/index';
import type { Database } from '../client';
import { orders, parcels } from '../schema';
import { addHours } from './dates';

/** Where the demo parcels go through: the warehouse, a hub, the buyer's city. */
function track(
  destination: string,
  carrier: string,
): { hours: number; state: string; place: string; text: string }[] {
  return [
    {
      hours: 2,
      state: '1',
      place: '广东省广州市',
      text: `【广州白云医药仓】${carrier}快件已揽收，揽收员：陈师傅`,
    },
    {
      hours: 9,
      state: '0',
      place: '广东省广州市',
      text: '快件已从【广州转运中心】发出，下一站【长沙转运中心】',
    },
    { hours: 17, state: '0', place: '湖南省长沙市', text: '快件已到达【长沙转运中心】' },
    { hours: 24, state: '0', place: destination, text: `快件已到达【${destination}营业部】` },
    {
      hours: 26,
      state: '5',
      place: destination,
      text: '快递员 王师傅（13900139000）正在为您派件，请保持电话畅通',
    },
    {
      hours: 29,
      state: '3',
      place: destination,
      text: '快件已签收，签收人：单位收发室，如有疑问请联系快递员',
    },
  ];
}

/** 北京市朝阳区… → 北京市朝阳区; 湖北省武汉市江汉区… → 湖北省武汉市. */
function cityOf(address: string) {
  const m = /^(.+?(?:省|自治区|市))(.+?(?:市|州|盟|区|县))?/.exec(address);
  return m ? `${m[1]}${m[2] ?? ''}` : '收货地';
}

/**
 * The demo orders' parcels get real-looking tracks through the sandbox carrier's push (the same door
 * as 快递100's), each step at its time after shipping and none after `now`.
 */
export async function seedParcelTracks(db: Database, now: Date) {
  const carrier = new SandboxCarrier();
  await followDueParcels(db, carrier, now);
  const rows = await db
    .select({ parcel: parcels, order: orders })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(isNotNull(orders.shippedAt));
  let pushed = 0;
  for (const { parcel, order } of rows) {
    for (const step of track(cityOf(order.address), parcel.carrier)) {
      const at = addHours(order.shippedAt!, step.hours);
      if (at > now) break;
      await sandboxPush(db, carrier, parcel.id, { ...step, at }, now);
      pushed++;
    }
  }
  return pushed;
}
