import { z } from 'zod';

/** 抽奖 on the storefront (spec §4, §7): the popup, drawing, winners and the member's records. */

const drawId = z.coerce
  .number({ error: '抽奖活动不正确' })
  .int('抽奖活动不正确')
  .positive('抽奖活动不正确')
  .max(2_147_483_647, '抽奖活动不正确');

const prizeKind = z.enum(['points', 'coupon', 'red_packet', 'goods', 'none']);

/** A prize as buyers see it: no weights, no stock. */
export const drawPrize = z.object({
  id: z.number().int(),
  kind: prizeKind,
  kind_name: z.string(),
  name: z.string(),
  image: z.string(),
  /** The line under the name (spec §3 "Raffle prize: name, remarks"). */
  remarks: z.string(),
});
export type DrawPrize = z.infer<typeof drawPrize>;

/** A raffle for the popup or its page, with what the viewer has left of it. */
export const drawActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  rules: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
  times_per_member: z.number().int(),
  /** Draws the viewer has left (a visitor: what a member would have). */
  remaining: z.number().int(),
  /** 1 once the member has used all its draws: the popup then stays closed (spec §4). */
  is_join: z.union([z.literal(0), z.literal(1)]),
  prizes: z.array(drawPrize),
});
export type DrawActivity = z.infer<typeof drawActivity>;

/** GET /api/draw/simple: the raffle running now, or null. */
export const drawSimpleAnswer = drawActivity.nullable();
export type DrawSimpleAnswer = z.infer<typeof drawSimpleAnswer>;

/** GET /api/draw/{id}/activity */
export const drawIdParams = z.object({ id: drawId });
export const drawActivityAnswer = drawActivity;

/** GET /api/draw?id= (draws once), GET /api/draw/new_record?id= */
export const drawQuery = z.object({ id: drawId });

export const drawResultAnswer = z.object({
  record_id: z.number().int(),
  prize: drawPrize,
  /** 0 for 谢谢参与. */
  is_win: z.union([z.literal(0), z.literal(1)]),
  /** Where the prize went: 积分已到账, 优惠券已放入“我的优惠券”, 红包已到账… */
  destination: z.string(),
  remaining: z.number().int(),
  is_join: z.union([z.literal(0), z.literal(1)]),
});
export type DrawResultAnswer = z.infer<typeof drawResultAnswer>;

/** The latest winners for the scrolling list; names are masked (仁**房). */
export const drawWinnersAnswer = z.array(
  z.object({ id: z.number().int(), name: z.string(), prize: z.string(), created_at: z.string() }),
);
export type DrawWinnersAnswer = z.infer<typeof drawWinnersAnswer>;

/** GET /api/draw/record?page=&id=: the member's own records, newest first. */
export const drawRecordQuery = z.object({
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码超出范围')
    .default(1),
  id: z.preprocess((v) => (v === '' ? undefined : v), drawId.optional()),
});

export const drawRecord = z.object({
  id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  kind: prizeKind,
  kind_name: z.string(),
  name: z.string(),
  is_win: z.union([z.literal(0), z.literal(1)]),
  destination: z.string(),
  created_at: z.string(),
});
export type DrawRecord = z.infer<typeof drawRecord>;

export const drawRecordAnswer = z.object({
  list: z.array(drawRecord),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DrawRecordAnswer = z.infer<typeof drawRecordAnswer>;

/** GET /api/draw/ads: the raffle's banners. */
export const drawAdsAnswer = z.array(z.object({ image: z.string(), url: z.string() }));
export type DrawAdsAnswer = z.infer<typeof drawAdsAnswer>;
