import { z } from 'zod';
import { asList } from '../form-list';

/** The console's 全场折扣 (/welfare 全场94折): list, create, edit. */

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

const ids = (what: string, max: number) =>
  z.preprocess(
    asList,
    z
      .array(
        z.coerce
          .number({ error: `${what}不正确` })
          .int(`${what}不正确`)
          .positive(`${what}不正确`)
          .max(2_147_483_647, `${what}不正确`),
        { error: `${what}格式不正确` },
      )
      .max(max, `${what}最多${max}个`),
  );

export const storewideDiscountView = z.object({
  id: z.number().int(),
  name: z.string(),
  rate_permille: z.number().int(),
  /** "94折" */
  label: z.string(),
  excluded_goods_ids: z.array(z.number().int()),
  excluded_category_ids: z.array(z.number().int()),
  excluded_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  starts_at: z.string(),
  ends_at: z.string(),
  is_on: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(['upcoming', 'running', 'ended', 'off']),
  state_name: z.string(),
});
export type StorewideDiscountView = z.infer<typeof storewideDiscountView>;
export const storewideDiscountsAnswer = z.array(storewideDiscountView);

/** POST /api/operator/storewide_discounts (new) and /api/operator/storewide_discounts/{id} (edit). */
export const storewideDiscountInput = z.object(
  {
    name: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称不能超过64个字符'),
    rate_permille: z.coerce
      .number({ error: '请填写折扣' })
      .int('折扣最多两位小数')
      .min(1, '折扣须在0.1折到9.99折之间')
      .max(999, '折扣须在0.1折到9.99折之间'),
    excluded_goods_ids: ids('不参与商品', 2000),
    excluded_category_ids: ids('不参与分类', 200),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_on: z.coerce
      .number({ error: '状态不正确' })
      .int('状态不正确')
      .refine((v) => v === 0 || v === 1, '状态不正确')
      .default(1),
  },
  { error: '请求参数不正确' },
);
export type StorewideDiscountInput = z.input<typeof storewideDiscountInput>;
