import { eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../shared/viewer';
import { shipPointsOrder, exchange } from '../../modules/marketing/index';
import { changePoints } from '../../modules/wallet/index';
import type { Database } from '../client';
import { addresses, members, pointsGoods, siteConfig } from '../schema';
import { DEMO_ACCOUNTS } from './data/accounts';
import { addDays, addHours } from './dates';

type ItemSeed = Omit<typeof pointsGoods.$inferInsert, 'image' | 'sort'>;

const yuan = (n: number) => n * 100;

const ITEMS: ItemSeed[] = [
  {
    kind: 'coupon',
    name: '10元优惠券（满200可用）',
    description: '兑换后立即发放到“我的优惠券”，30天内有效，满200元可用。',
    points: 300,
    stock: 5_000,
    limitPerMember: 5,
    couponAmount: yuan(10),
    couponThreshold: yuan(200),
    couponDays: 30,
  },
  {
    kind: 'coupon',
    name: '50元优惠券（满1000可用）',
    description: '兑换后立即发放到“我的优惠券”，30天内有效，满1000元可用。',
    points: 1_200,
    stock: 1_000,
    limitPerMember: 2,
    couponAmount: yuan(50),
    couponThreshold: yuan(1000),
    couponDays: 30,
  },
  {
    kind: 'goods',
    name: '一次性医用外科口罩（50只/盒）',
    description: 'YY 0469 标准，独立包装，适合门店日常防护。兑换后3个工作日内发货。',
    points: 200,
    stock: 500,
    limitPerMember: 10,
  },
  {
    kind: 'goods',
    name: '红外电子体温计',
    description: '额温、耳温两用，1秒快速测温，附赠电池。',
    points: 880,
    stock: 120,
    limitPerMember: 2,
  },
  {
    kind: 'goods',
    name: '上臂式电子血压计',
    description: '全自动测量，大屏显示，可存储90组数据，门店体验区常备。',
    points: 3_800,
    stock: 20,
    limitPerMember: 1,
  },
  {
    kind: 'goods',
    name: '药店专用热敏收银纸（10卷）',
    description: '57×50mm，适配主流收银小票机。',
    points: 260,
    stock: 800,
    limitPerMember: 0,
  },
  {
    kind: 'goods',
    name: '不锈钢保温杯（500ml）',
    description: '316不锈钢内胆，12小时保温，附赠杯刷。',
    points: 1_500,
    stock: 60,
    limitPerMember: 1,
  },
  {
    kind: 'goods',
    name: '药品分装盒（7格）',
    description: '一周七格，翻盖防潮，适合慢病顾客赠送。',
    points: 150,
    stock: 0,
    limitPerMember: 0,
  },
];

const memberViewer = (m: { id: number; username: string; companyId: number }): Viewer => ({
  memberId: m.id,
  username: m.username,
  companyId: m.companyId,
  parentId: null,
  isPassed: true,
  isSpecial: false,
  role: 'buyer',
  region: '',
  customerGroup: '',
  scopes: [],
  permissions: [],
  contractSigned: false,
});

/** Exchanges of the demo buyers: [username, item index, number, days ago, shipped]. */
const EXCHANGES: [string, number, number, number, boolean][] = [
  ['yaodian01', 0, 1, 25, false],
  ['yaodian01', 2, 2, 18, true],
  ['yaodian01', 5, 1, 3, false],
  ['liansuo01', 1, 1, 12, false],
  ['liansuo01', 6, 1, 9, true],
  ['zhensuo01', 2, 1, 6, false],
];

/**
 * 积分: the earning rate, the points mall's items, and the demo buyers' points history — an opening
 * balance granted 60 days ago (the accounts' `points`), what their completed orders earned (already
 * credited by the order services), and some exchanges, all through changePoints so that every
 * member's points are the sum of the ledger.
 */
export async function seedPoints(db: Database, options: { now: Date }) {
  const { now } = options;
  if ((await db.select({ id: pointsGoods.id }).from(pointsGoods).limit(1)).length > 0) return { items: 0 };
  await db.insert(siteConfig).values({ key: 'points_rate', value: '1' }).onConflictDoNothing();

  const items = await db
    .insert(pointsGoods)
    .values(ITEMS.map((item, sort) => ({ ...item, sort: sort + 1, createdAt: addDays(now, -90) })))
    .returning({ id: pointsGoods.id });
  for (const { id } of items)
    await db
      .update(pointsGoods)
      .set({ image: `/img/points/${id}.svg` })
      .where(eq(pointsGoods.id, id));

  const opening = DEMO_ACCOUNTS.filter((a) => a.role === 'buyer' && a.points > 0);
  const rows = await db
    .select({ id: members.id, username: members.username, companyId: members.companyId })
    .from(members)
    .where(
      inArray(
        members.username,
        opening.map((a) => a.username),
      ),
    );
  const byName = new Map(rows.map((r) => [r.username, r]));
  for (const account of opening) {
    const member = byName.get(account.username);
    if (!member) continue;
    await changePoints(db, member.id, {
      amount: account.points,
      kind: 'grant',
      note: '老客户积分迁移（期初余额）',
      at: addDays(now, -60),
    });
  }

  for (const [username, index, number, daysAgo, shipped] of EXCHANGES) {
    const member = byName.get(username);
    if (!member) continue;
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.memberId, member.id))
      .limit(1);
    const at = addHours(addDays(now, -daysAgo), -3);
    const done = await exchange(
      db,
      memberViewer(member),
      { id: items[index]!.id, number, address_id: address?.id },
      at,
    );
    if (shipped)
      await shipPointsOrder(
        db,
        done.order_id,
        { company: '顺丰速运', no: `SF${1_500_000_000_000 + done.order_id * 7919}` },
        addHours(at, 26),
      );
  }
  return { items: items.length };
}
