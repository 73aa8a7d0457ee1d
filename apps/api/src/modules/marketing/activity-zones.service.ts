import {
  ACTIVITY_ZONE_KINDS,
  type ActivityZone,
  type ActivityZonesAnswer,
  type WelfareAnswer,
} from '@yaocai/contract';
import { discountLabel, formatYuan, storewideLabel } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { everydayPrice, goodsCards, spike, categoryIndex, listGoods } from '../catalog/index';
import { findRunningFullReductions } from './marketing.repository';
import { combinationList } from './marketing.service';
import { runningStorewide, type StorewideDiscountRow } from './storewide.repository';

interface Paging {
  page: number;
  page_size: number;
}

// The contract's goods card is open (the catalogue's fields pass through); an interface needs telling.
const cards = <T extends object>(list: T[]) => list as (T & Record<string, unknown>)[];
const iso = (d: Date) => d.toISOString();
const fromSeconds = (s: number) => new Date(s * 1000).toISOString();
const slice = <T>(list: T[], { page, page_size }: Paging) =>
  list.slice((page - 1) * page_size, page * page_size);

async function excludedNames(db: Database, rule: StorewideDiscountRow): Promise<string[]> {
  const index = await categoryIndex(db);
  return rule.excludedCategoryIds.map((id) => index.byId.get(id)?.name).filter((n): n is string => !!n);
}

function storewideRuleText(label: string, excluded: string[], excludedGoods: number) {
  const parts = [...excluded, ...(excludedGoods > 0 ? ['部分指定商品'] : []), '阶梯价商品', '秒杀及特价商品'];
  return `全场商品供货价${label}，${parts.join('、')}除外；可与满减、优惠券叠加使用`;
}

/** GET /api/activity/welfare: the 全场折扣 running now (the lowest rate when several run). */
export async function welfare(db: Database, now = new Date()): Promise<WelfareAnswer> {
  const [rule] = await runningStorewide(db, now);
  if (!rule) return { activity: null };
  return {
    activity: {
      id: rule.id,
      name: rule.name,
      label: storewideLabel(rule.ratePermille),
      rate_permille: rule.ratePermille,
      starts_at: iso(rule.startsAt),
      ends_at: iso(rule.endsAt),
      excluded_categories: await excludedNames(db, rule),
      excluded_goods_count: rule.excludedGoodsIds.length,
    },
  };
}

type Zone = ActivityZone;
const zone = (z: Omit<Zone, 'kind_name' | 'combinations'> & Partial<Pick<Zone, 'combinations'>>): Zone => ({
  ...z,
  kind_name: ACTIVITY_ZONE_KINDS[z.kind],
  combinations: z.combinations ?? [],
});

async function flashZone(
  db: Database,
  kind: 'spike' | 'daily',
  viewer: Viewer | null,
  paging: Paging,
  now: Date,
) {
  const data =
    kind === 'spike'
      ? await spike(db, viewer, now).then((d) => ({
          ...d,
          list: d.list.map((g) => ({ ...g, activity_price: g.spike_price })),
        }))
      : await everydayPrice(db, viewer, now);
  if (data.list.length === 0) return null;
  return zone({
    key: kind,
    kind,
    title: kind === 'spike' ? '限时秒杀' : '每日特价',
    rule: kind === 'spike' ? '限时限量，每人限购，售完即止' : '每日精选特价，活动价不再叠加优惠券与满减',
    starts_at: fromSeconds(data.start_time),
    ends_at: fromSeconds(data.end_time),
    link: kind === 'spike' ? '/yjh/spike' : '/mrtj',
    goods_total: data.list.length,
    goods: slice(data.list, paging),
  });
}

async function fullReductionZone(db: Database, id: number, viewer: Viewer | null, paging: Paging, now: Date) {
  const activity = (await findRunningFullReductions(db, now)).find((a) => a.id === id);
  if (!activity) return null;
  const tiers = [...activity.tiers].sort((a, b) => a.amount - b.amount);
  return zone({
    key: `mj${activity.id}`,
    kind: 'full_reduction',
    title: activity.name,
    rule: tiers.map((t) => discountLabel(formatYuan(t.amount), formatYuan(t.reduction), t.amount)).join('，'),
    starts_at: iso(activity.startsAt),
    ends_at: iso(activity.endsAt),
    link: `/yjh/mj${activity.id}`,
    goods_total: activity.goodsIds.length,
    goods: cards(await goodsCards(db, slice(activity.goodsIds, paging), viewer)),
  });
}

async function storewideZone(db: Database, viewer: Viewer | null, paging: Paging, now: Date) {
  const [rule] = await runningStorewide(db, now);
  if (!rule) return null;
  const label = storewideLabel(rule.ratePermille);
  const list = await listGoods(db, { zone: 'storewide', sort: 'sales', ...paging }, viewer, now);
  return zone({
    key: 'welfare',
    kind: 'storewide',
    title: rule.name,
    rule: storewideRuleText(label, await excludedNames(db, rule), rule.excludedGoodsIds.length),
    starts_at: iso(rule.startsAt),
    ends_at: iso(rule.endsAt),
    link: '/welfare',
    goods_total: list.total,
    goods: cards(list.list),
  });
}

async function combinationZone(db: Database, viewer: Viewer | null, paging: Paging, now: Date) {
  const combos = await combinationList(db, viewer, now);
  if (combos.length === 0) return null;
  const ends = combos.map((c) => c.ends_at).sort();
  return zone({
    key: 'zh',
    kind: 'combination',
    title: '组合购',
    rule: '指定商品组合购买享组合价，整组加入购物车',
    starts_at: iso(now),
    ends_at: ends[0] ?? iso(now),
    link: '/zhzq',
    goods_total: combos.length,
    goods: [],
    combinations: slice(combos, paging).map((c) => ({
      ...c,
      items: c.items.map((i) => ({ ...i, goods: i.goods && cards([i.goods])[0]! })),
    })),
  });
}

function zoneOf(db: Database, key: string, viewer: Viewer | null, paging: Paging, now: Date) {
  if (key === 'spike' || key === 'daily') return flashZone(db, key, viewer, paging, now);
  if (key === 'welfare') return storewideZone(db, viewer, paging, now);
  if (key === 'zh') return combinationZone(db, viewer, paging, now);
  const id = Number(key.replace(/^mj/, ''));
  return Number.isSafeInteger(id) && id > 0 ? fullReductionZone(db, id, viewer, paging, now) : null;
}

/**
 * GET /api/activity/zones: the activities of `ids` that run now, each with a page of its goods (an
 * activity that does not exist or has ended is left out); without ids, every running activity.
 */
export async function activityZones(
  db: Database,
  viewer: Viewer | null,
  query: { ids?: string[]; page: number; page_size: number },
  now = new Date(),
): Promise<ActivityZonesAnswer> {
  const paging = { page: query.page, page_size: query.page_size };
  const keys =
    query.ids && query.ids.length > 0
      ? [...new Set(query.ids.map((k) => (/^\d+$/.test(k) ? `mj${k}` : k)))]
      : [
          'spike',
          'daily',
          'welfare',
          ...(await findRunningFullReductions(db, now)).map((a) => `mj${a.id}`),
          'zh',
        ];
  const list: Zone[] = [];
  // One after the other: each zone reads a few small queries, and a page holds a handful of zones.
  for (const key of keys) {
    const found = await zoneOf(db, key, viewer, paging, now);
    if (found) list.push(found);
  }
  return { list, ...paging };
}

/** GET /api/activity/goods (the /zqmb template): goods cards in the order of ids. */
export async function activityGoods(db: Database, viewer: Viewer | null, ids: number[]) {
  return cards(await goodsCards(db, [...new Set(ids)], viewer));
}
