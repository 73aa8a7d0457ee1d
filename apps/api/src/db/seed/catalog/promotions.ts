import type { activityPrices, homeFloors } from '../../schema';
import { addHours, shanghaiMidnight } from '../dates';
import type { Random } from '../random';
import type { GoodsFact } from './build';

const SPIKE_COUNT = 20;
const DAILY_COUNT = 20;
const FLOOR_SIZE = 10;
const DAILY_CAMPAIGN_DAYS = 30;

type ActivityInsert = typeof activityPrices.$inferInsert;
type FloorInsert = typeof homeFloors.$inferInsert;

/** The seeded 秒杀 runs at least this much longer: a test run seeded at 21:55 must still find it running. */
const SPIKE_HOURS_LEFT = 2;

/**
 * Today's 10:00–22:00 flash sale in China time; when the seed runs outside those hours, or in their
 * last two, the window is moved so that it contains `now` and hours after it, so a freshly seeded site
 * always shows an active 秒杀.
 */
export function spikeWindow(now: Date): { startsAt: Date; endsAt: Date } {
  const midnight = shanghaiMidnight(now);
  const startsAt = addHours(midnight, 10);
  const endsAt = addHours(midnight, 22);
  if (now >= startsAt && addHours(now, SPIKE_HOURS_LEFT) <= endsAt) return { startsAt, endsAt };
  const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  return { startsAt: addHours(hourStart, -2), endsAt: addHours(hourStart, 10) };
}

const bySales = (a: GoodsFact, b: GoodsFact) => b.sales - a.sales || a.id - b.id;
const sellable = (f: GoodsFact) => f.stock > 0 && !f.controlled && !f.special;
const roundJiao = (fen: number) => Math.max(1, fen >= 1_000 ? Math.round(fen / 10) * 10 : Math.round(fen));

export function planPromotions(facts: GoodsFact[], random: Random, now: Date) {
  const eligible = facts.filter((f) => sellable(f) && f.basePrice >= 300);
  // Well-known products make the best-looking flash sale; the rest of the catalogue fills in.
  const ranked = [
    ...random.shuffle(eligible.filter((f) => f.primary)),
    ...random.shuffle(eligible.filter((f) => !f.primary)),
  ];
  const spikeGoods = ranked.filter((f) => f.kind !== 'herbal').slice(0, SPIKE_COUNT);
  const taken = new Set(spikeGoods.map((f) => f.id));
  const dailyGoods = ranked.filter((f) => !taken.has(f.id)).slice(0, DAILY_COUNT);

  const spike = spikeWindow(now);
  const activities: ActivityInsert[] = [
    ...spikeGoods.map((f) => ({
      goodsId: f.id,
      kind: 'spike',
      price: roundJiao(f.basePrice * random.float(0.6, 0.85)),
      limitPerMember: random.pick([2, 3, 5, 5, 10]),
      sold: random.int(0, 180),
      ...spike,
    })),
    ...dailyGoods.map((f) => ({
      goodsId: f.id,
      kind: 'daily',
      price: roundJiao(f.basePrice * random.float(0.82, 0.93)),
      limitPerMember: random.pick([0, 0, 20, 50]),
      sold: random.int(0, 300),
      startsAt: shanghaiMidnight(now),
      endsAt: shanghaiMidnight(now, DAILY_CAMPAIGN_DAYS),
    })),
  ];

  const top = (list: GoodsFact[]) =>
    list
      .sort(bySales)
      .slice(0, FLOOR_SIZE)
      .map((f) => f.id);
  const visible = facts.filter(sellable);
  // One goods per brand first, so the brand floor shows several brands.
  const brandBest = new Map<number, GoodsFact>();
  for (const f of [...visible].sort(bySales))
    if (f.brandId !== null && !brandBest.has(f.brandId)) brandBest.set(f.brandId, f);
  const brandIds = [...brandBest.values()].map((f) => f.id);
  const brandFill = top(visible.filter((f) => f.brandId !== null && !brandIds.includes(f.id)));

  const floors: FloorInsert[] = [
    {
      name: '中西成药',
      zone: 'drug',
      moreUrl: '/list',
      sort: 1,
      goodsIds: top(visible.filter((f) => f.kind === 'drug')),
    },
    {
      name: '中药饮片',
      zone: 'herbal',
      moreUrl: '/zyyp',
      sort: 2,
      goodsIds: top(visible.filter((f) => f.kind === 'herbal')),
    },
    {
      name: '医疗器械',
      zone: 'device',
      moreUrl: '/qxzq',
      sort: 3,
      goodsIds: top(visible.filter((f) => f.kind === 'device')),
    },
    {
      name: '近效期',
      zone: 'near_expiry',
      moreUrl: '/jxqzc',
      sort: 4,
      goodsIds: top(visible.filter((f) => f.nearExpiry)),
    },
    {
      name: '品牌专区',
      zone: 'brand',
      moreUrl: '/ppzq',
      sort: 5,
      goodsIds: [...brandIds, ...brandFill].slice(0, FLOOR_SIZE),
    },
  ];
  return { activities, floors };
}
