import { parseYuan } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { asList } from '../form-list';
import { pageOf, pageQueryField } from '../operator/fields';

/** The console's 抽奖活动: raffles with their prizes (weights and stock), and the records. */

/** "2026-12-01 10:00" or an ISO time; a time without a zone is China time. */
const moment = (what: string) =>
  z.string({ error: `请选择${what}` }).transform((value, ctx) => {
    const text = value.trim();
    const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text);
    const at = new Date(local ? `${text.replace(' ', 'T')}+08:00` : text);
    if (!text || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: `${what}格式不正确` });
      return z.NEVER;
    }
    return at;
  });

const count = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(0, `${what}不能小于0`)
    .max(max, `${what}不能超过${max}`);

/** A yuan amount ("10.00") or a whole number of points, as the prize's kind says. */
/** A picture the storefront shows: a site path or an https address. */
const imageField = z
  .string()
  .trim()
  .max(300, '图片地址过长')
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https:\/\//.test(v), '图片地址须以 / 或 https:// 开头')
  .default('');

const prizeValue = z.union([z.string(), z.number()], { error: '请填写奖品面值' }).transform(String);

export const drawPrizeAdmin = z.object({
  id: z.number().int(),
  kind: z.enum(['points', 'coupon', 'red_packet', 'goods', 'none']),
  kind_name: z.string(),
  name: z.string(),
  image: z.string(),
  /** Points for kind points, yuan ("10.00") for coupon and red_packet, "0" otherwise. */
  value: z.string(),
  coupon_threshold: yuan,
  coupon_days: z.number().int(),
  weight: z.number().int(),
  /** weight / the sum of the weights of the prizes in stock, in % with one decimal. */
  chance: z.string(),
  stock: z.number().int(),
  /** How many times it was won. */
  won: z.number().int(),
});
export type DrawPrizeAdmin = z.infer<typeof drawPrizeAdmin>;

export const drawAdminView = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  rules: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
  is_on: z.union([z.literal(0), z.literal(1)]),
  times_per_member: z.number().int(),
  records: z.number().int(),
  members: z.number().int(),
  prizes: z.array(drawPrizeAdmin),
});
export type DrawAdminView = z.infer<typeof drawAdminView>;
export const drawsAdminAnswer = z.array(drawAdminView);

const prizeInput = z
  .object(
    {
      /** An existing prize keeps its id (its records stay with it); a new one has none. */
      id: z.preprocess(
        (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
        z.coerce.number({ error: '奖品编号不正确' }).int().positive().max(2_147_483_647).optional(),
      ),
      kind: z.enum(['points', 'coupon', 'red_packet', 'goods', 'none'], { error: '请选择奖品类型' }),
      name: z
        .string({ error: '请填写奖品名称' })
        .trim()
        .min(1, '请填写奖品名称')
        .max(64, '奖品名称不能超过64个字符'),
      image: imageField,
      value: prizeValue.default('0'),
      coupon_threshold: z.union([z.string(), z.number()]).transform(String).default('0'),
      coupon_days: count('有效天数', 365).default(30),
      weight: count('中奖权重', 1_000_000),
      stock: count('奖品库存', 10_000_000),
    },
    { error: '奖品格式不正确' },
  )
  .transform((p, ctx) => {
    const money = p.kind === 'coupon' || p.kind === 'red_packet';
    const text = p.value.trim() || '0';
    const value = money ? parseYuan(text) : /^\d{1,9}$/.test(text) ? Number(text) : null;
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: money ? '奖品面值格式不正确，最多两位小数' : '积分必须是整数',
      });
      return z.NEVER;
    }
    const threshold = parseYuan(p.coupon_threshold.trim() || '0');
    if (threshold === null) {
      ctx.addIssue({ code: 'custom', path: ['coupon_threshold'], message: '使用门槛格式不正确' });
      return z.NEVER;
    }
    const plain = p.kind === 'goods' || p.kind === 'none';
    return { ...p, value: plain ? 0 : value, coupon_threshold: p.kind === 'coupon' ? threshold : 0 };
  });

/** POST /api/operator/draws (new) and /api/operator/draws/{id} (edit; prizes left out are removed). */
export const drawAdminInput = z.object(
  {
    name: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称不能超过64个字符'),
    image: imageField,
    rules: z.string().trim().max(2000, '活动规则不能超过2000个字').default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    times_per_member: z.coerce
      .number({ error: '每人抽奖次数必须是数字' })
      .int('每人抽奖次数必须是整数')
      .min(1, '每人抽奖次数至少为1')
      .max(100, '每人抽奖次数不能超过100')
      .default(1),
    is_on: z.preprocess(
      (v) =>
        v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
      z.boolean({ error: '上线状态不正确' }).default(true),
    ),
    prizes: z.preprocess(asList, z.array(prizeInput, { error: '奖品格式不正确' })),
  },
  { error: '请求参数不正确' },
);
export type DrawAdminInput = z.input<typeof drawAdminInput>;

/** GET /api/operator/draw_records */
export const drawRecordsAdminQuery = z.object({
  page: pageQueryField,
  draw_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: '抽奖活动不正确' }).int().positive().max(2_147_483_647).optional(),
  ),
  /** 1: winners only (no 谢谢参与). */
  win: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
  keyword: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词不能超过50个字符').optional(),
  ),
});

export const drawRecordAdmin = z.object({
  id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  name: z.string(),
  /** Points, or yuan for money prizes, as staff read it ("50积分", "¥10.00"). */
  value_text: z.string(),
  destination: z.string(),
  created_at: z.string(),
});
export type DrawRecordAdmin = z.infer<typeof drawRecordAdmin>;
export const drawRecordsAdminAnswer = pageOf(drawRecordAdmin);
export type DrawRecordsAdminAnswer = z.infer<typeof drawRecordsAdminAnswer>;
