import { eq, inArray } from 'drizzle-orm';
import { awardPrize } from '../../modules/marketing/index';
import type { Database } from '../client';
import { banners, drawPrizes, draws, members } from '../schema';
import { addDays, addHours } from './dates';

type PrizeSeed = Omit<typeof drawPrizes.$inferInsert, 'drawId' | 'sort'>;

const yuan = (n: number) => n * 100;

const RUNNING_PRIZES: PrizeSeed[] = [
  { kind: 'points', name: '50积分', value: 50, weight: 260, stock: 10_000 },
  {
    kind: 'coupon',
    name: '10元优惠券',
    value: yuan(10),
    couponThreshold: yuan(100),
    weight: 180,
    stock: 2_000,
  },
  { kind: 'red_packet', name: '5元账户红包', value: yuan(5), weight: 100, stock: 1_000 },
  { kind: 'goods', name: '欧姆龙电子血压计', weight: 2, stock: 10 },
  { kind: 'points', name: '500积分', value: 500, weight: 20, stock: 200 },
  { kind: 'coupon', name: '30元优惠券', value: yuan(30), couponThreshold: yuan(300), weight: 60, stock: 500 },
  { kind: 'points', name: '100积分', value: 100, weight: 120, stock: 5_000 },
  { kind: 'none', name: '谢谢参与', weight: 258, stock: 1_000_000 },
];

const RULES = [
  '1. 活动期间，每个已注册的药店、诊所会员可免费抽奖1次。',
  '2. 积分、优惠券、账户红包中奖后立即发放到您的账户，可在“我的钱包”中查看。',
  '3. 实物奖品由客服在3个工作日内电话联系您核对收货地址后寄出。',
  '4. 优惠券自发放之日起30天内有效，满足使用门槛即可在下单时抵扣。',
  '5. 如发现以不正当手段参与活动，平台有权取消其中奖资格。',
].join('\n');

/** Who already drew, what they won, and how many hours ago (the scrolling winners list). */
const HISTORY: { username: string; prize: string; hoursAgo: number }[] = [
  { username: 'liansuo01', prize: '30元优惠券', hoursAgo: 70 },
  { username: 'liansuo01-3', prize: '50积分', hoursAgo: 52 },
  { username: 'hetong01', prize: '欧姆龙电子血压计', hoursAgo: 30 },
  { username: 'liansuo01-2', prize: '5元账户红包', hoursAgo: 20 },
  { username: 'zhensuo01', prize: '100积分', hoursAgo: 6 },
  { username: 'liansuo01-1', prize: '10元优惠券', hoursAgo: 2 },
];

async function addDraw(db: Database, draw: typeof draws.$inferInsert, prizes: PrizeSeed[]) {
  const [row] = await db.insert(draws).values(draw).returning();
  const inserted = await db
    .insert(drawPrizes)
    .values(prizes.map((p, sort) => ({ ...p, drawId: row!.id, sort })))
    .returning();
  return { draw: row!, prizes: inserted };
}

/**
 * A running 九宫格 raffle with its banner and a few winners (their prizes granted through the draw
 * service, so wallets agree with the records), and an earlier one that has ended. yaodian01 has not
 * drawn yet, so the popup shows for it; zhensuo01 has.
 */
export async function seedDraws(db: Database, options: { now: Date }) {
  const { now } = options;
  if ((await db.select({ id: draws.id }).from(draws).limit(1)).length > 0) return { draws: 0, records: 0 };

  return db.transaction(async (tx) => {
    const [banner] = await tx
      .insert(banners)
      .values({ position: 'draw', title: '开年采购节 幸运九宫格 好礼抽不停', image: '', url: '', sort: 1 })
      .returning({ id: banners.id });
    const image = `/img/banner/${banner!.id}.svg`;
    await tx.update(banners).set({ image }).where(eq(banners.id, banner!.id));

    const running = await addDraw(
      tx,
      {
        name: '开年采购节 · 幸运九宫格',
        image,
        rules: RULES,
        startsAt: addDays(now, -3),
        endsAt: addDays(now, 27),
        timesPerMember: 1,
      },
      RUNNING_PRIZES,
    );
    await addDraw(
      tx,
      {
        name: '冬季备货节抽奖',
        image,
        rules: '活动期间每位会员可抽奖1次，积分中奖后立即到账。',
        startsAt: addDays(now, -60),
        endsAt: addDays(now, -30),
        timesPerMember: 1,
      },
      [
        { kind: 'points', name: '20积分', value: 20, weight: 50, stock: 0 },
        { kind: 'none', name: '谢谢参与', weight: 50, stock: 1_000_000 },
      ],
    );

    const users = await tx
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(
        inArray(
          members.username,
          HISTORY.map((h) => h.username),
        ),
      );
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    let records = 0;
    for (const h of HISTORY) {
      const memberId = idOf.get(h.username);
      const prize = running.prizes.find((p) => p.name === h.prize);
      if (memberId === undefined || !prize) continue;
      if ((await awardPrize(tx, memberId, running.draw, prize, addHours(now, -h.hoursAgo))) !== null)
        records++;
    }
    return { draws: 2, records };
  });
}
