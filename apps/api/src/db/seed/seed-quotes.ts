import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { proposals, quotes } from '../schema';
import { isoDay } from './dates';

/**
 * 询价 and 代客下单 on first start: yaodian01 has an open, an answered and a refused quote, and a
 * prepared order from its account manager yewu01 waiting at /dgdd.
 */
export async function seedQuotes(db: Database, { now }: { now: Date }) {
  const ids = await db.execute(sql`select
      (select id from members where username = 'yaodian01') as buyer,
      (select id from members where username = 'yewu01') as staff,
      (select id from members where username = 'yunying01') as replier`);
  const who = (ids as unknown as { rows: { buyer: number; staff: number; replier: number }[] }).rows[0];
  if (!who?.buyer || !who.staff) return;
  const picked =
    await db.execute(sql`select g.id, g.base_price as price, g.middle_pack as pack, g.quote_threshold as t
    from goods g where g.on_sale and g.type = 0 and not g.is_controlled and g.kind = 'drug'
      and g.scope_class in ('化学药制剂', '中成药') and g.base_price > 500
      and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 500
    order by g.id limit 5`);
  const goods = (picked as unknown as { rows: { id: number; price: number; pack: number; t: number }[] })
    .rows;
  if (goods.length < 5) return;
  const day = (d: number) => isoDay(new Date(now.getTime() + d * 86_400_000));
  const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const quantity = (g: (typeof goods)[number]) => Number(g.t) * Math.max(1, Number(g.pack));
  const base = (g: (typeof goods)[number]) => Number(g.price);
  const [a, b, c, d, e] = goods as [(typeof goods)[number], ...(typeof goods)[number][]];
  await db.insert(quotes).values([
    {
      memberId: who.buyer,
      goodsId: a.id,
      quantity: quantity(a) * 2,
      expectedPrice: Math.round(base(a) * 0.85),
      normalPrice: base(a),
      remark: '门店月度备货，量大长期合作',
      createdAt: ago(3),
    },
    {
      memberId: who.buyer,
      goodsId: b!.id,
      quantity: quantity(b!),
      expectedPrice: Math.round(base(b!) * 0.88),
      normalPrice: base(b!),
      remark: '连续三个月采购，申请优惠',
      status: 'answered',
      price: Math.round(base(b!) * 0.92),
      validUntil: day(7),
      repliedBy: who.replier,
      repliedAt: ago(20),
      createdAt: ago(30),
    },
    {
      memberId: who.buyer,
      goodsId: c!.id,
      quantity: quantity(c!),
      expectedPrice: Math.round(base(c!) * 0.7),
      normalPrice: base(c!),
      remark: '',
      status: 'refused',
      refuseReason: '该品种已是最低供货价，暂不议价',
      repliedBy: who.replier,
      repliedAt: ago(50),
      createdAt: ago(60),
    },
  ]);
  await db.insert(proposals).values({
    memberId: who.buyer,
    staffId: who.staff,
    lines: [d!, e!].map((g) => ({ goods_id: g.id, number: Math.max(1, Number(g.pack)) * 5 })),
    remark: '赵总，按上月销量给您配了这两个品种，确认后当天发货。',
    validUntil: day(5),
    createdAt: ago(2),
  });
}
