import { z } from 'zod';
import { asList } from '../form-list';
import { goodsCard } from '../catalog/goods';
import { yuan } from '../envelope';

/**
 * Activity pages of the storefront: /welfare 全场折扣, the activity zones of /yjh, /Hdzx, /yyh and
 * the templates /zqmb and /hdmb, and taps on activity links (spec §7, §8).
 */

/** A goods card of an activity zone: the catalogue's card plus its activity price and offer. */
export const activityGoodsCard = goodsCard.extend({
  /** 秒杀 or 每日特价 price in an activity zone. */
  activity_price: yuan.nullable().optional(),
  spike_price: yuan.nullable().optional(),
  /** The 秒杀 / 每日特价 offer: bought as a type 1 cart line with ck_id = activity_id. */
  activity_id: z.number().int().optional(),
  limit: z.number().int().optional(),
  sold: z.number().int().optional(),
});
export type ActivityGoodsCard = z.infer<typeof activityGoodsCard>;

/** The running 全场折扣 (/welfare) or null when none runs. */
export const storewideActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "94折" */
  label: z.string(),
  rate_permille: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Names of the excluded top categories (e.g. 中药饮片), for the rule text. */
  excluded_categories: z.array(z.string()),
  excluded_goods_count: z.number().int(),
});
export type StorewideActivity = z.infer<typeof storewideActivity>;

/** GET /api/activity/welfare */
export const welfareAnswer = z.object({ activity: storewideActivity.nullable() });
export type WelfareAnswer = z.infer<typeof welfareAnswer>;

/**
 * A zone key: spike (秒杀), daily (每日特价), welfare (全场折扣), zh (组合购), mj{id} or a bare
 * number (a 满减 activity).
 */
export const ACTIVITY_ZONE_KEY = /^(spike|daily|welfare|zh|mj\d{1,9}|\d{1,9})$/;

const zoneKeys = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : asList(v)),
  z
    .array(z.string().trim().regex(ACTIVITY_ZONE_KEY, '活动编号不正确'), { error: '活动编号不正确' })
    .max(20, '活动最多20个'),
);

/** GET /api/activity/zones?ids=&page=&page_size= (no ids: every activity running). */
export const activityZonesQuery = z.object({
  ids: zoneKeys.optional(),
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(10_000, '页码超出范围')
    .default(1),
  page_size: z.coerce
    .number({ error: '每页数量必须是数字' })
    .int('每页数量必须是整数')
    .min(1, '每页数量必须大于0')
    .max(60, '每页最多60个')
    .default(10),
});

export const combinationView = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The bundle's price per set; null when the viewer may not see prices. */
  price: yuan.nullable(),
  /** What its goods cost bought separately at today's prices (全场折扣 included). */
  separate_price: yuan.nullable(),
  ends_at: z.string(),
  items: z.array(
    z.object({
      goods_id: z.number().int(),
      number: z.number().int(),
      price: yuan.nullable(),
      goods: activityGoodsCard.nullable(),
    }),
  ),
});
export type CombinationView = z.infer<typeof combinationView>;

export const ACTIVITY_ZONE_KINDS = {
  spike: '限时秒杀',
  daily: '每日特价',
  full_reduction: '满减专场',
  combination: '组合购',
  storewide: '全场折扣',
} as const;

export const activityZone = z.object({
  key: z.string(),
  kind: z.enum(['spike', 'daily', 'full_reduction', 'combination', 'storewide']),
  kind_name: z.string(),
  title: z.string(),
  /** One line of rules: tiers, limits, exclusions. */
  rule: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The storefront page that shows all of it. */
  link: z.string(),
  goods_total: z.number().int(),
  goods: z.array(activityGoodsCard),
  /** Zone zh: the bundles (goods stays empty). */
  combinations: z.array(combinationView),
});
export type ActivityZone = z.infer<typeof activityZone>;

export const activityZonesAnswer = z.object({
  list: z.array(activityZone),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ActivityZonesAnswer = z.infer<typeof activityZonesAnswer>;

/** GET /api/activity/goods?ids=1,2,3 (the /zqmb template), in the order of ids. */
export const activityGoodsQuery = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : asList(v)),
    z
      .array(
        z.coerce
          .number({ error: '商品编号不正确' })
          .int('商品编号不正确')
          .positive('商品编号不正确')
          .max(2_147_483_647, '商品编号不正确'),
        { error: '商品编号不正确' },
      )
      .min(1, '请提供商品编号')
      .max(60, '商品最多60个'),
  ),
});
export const activityGoodsAnswer = z.array(activityGoodsCard);

/** GET /api/activity/combinations */
export const combinationsAnswer = z.array(combinationView);

/** POST /api/activity/tap {url}: a tap on an activity link (spec §7: never cancelled as a duplicate). */
export const activityTapBody = z.object(
  {
    url: z
      .string({ error: '请提供活动链接' })
      .trim()
      .min(1, '请提供活动链接')
      .max(300, '活动链接不能超过300个字符'),
  },
  { error: '请求参数不正确' },
);
export const activityTapAnswer = z.object({ recorded: z.literal(1) });

/** A running 满减 activity (GET /api/activity/manjian) with its tiers and the goods it covers. */
export const runningFullReduction = z.object({
  id: z.number().int(),
  name: z.string(),
  ends_at: z.string(),
  tiers: z.array(z.object({ amount: yuan, reduction: yuan, desc: z.string() })),
  goods_ids: z.array(z.number().int()),
});
export type RunningFullReduction = z.infer<typeof runningFullReduction>;

export const runningFullReductionsAnswer = z.array(runningFullReduction);
