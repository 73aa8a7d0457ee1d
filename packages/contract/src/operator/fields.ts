import { parseYuan } from '@yaocai/domain';
import { z } from 'zod';
import { dayField } from '../account/fields';

/** Query and body fields the console's endpoints share, with the Chinese messages the API answers. */

export const pageQueryField = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码必须大于0')
  .max(100_000, '页码超出范围')
  .default(1);

/** An optional search text; an empty value means "not given". */
export const keywordField = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string({ error: '搜索词格式不正确' }).trim().max(50, '搜索词不能超过50个字符').optional(),
);

export const optionalDay = (what: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), dayField(what).optional());

export const operatorIdParams = z.object({
  id: z.coerce
    .number({ error: '编号必须是数字' })
    .int('编号必须是整数')
    .positive('编号必须大于0')
    .max(2_147_483_647, '编号超出范围'),
});

/** A reason the buyer reads (rejection, refusal, cancellation): 1–200 characters. */
export const reasonField = (what: string) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(200, `${what}不能超过200个字`);

/** A page of a console list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** The answer of a console write that saved one record: its id. */
export const savedAnswer = z.object({ id: z.number().int() });

/** A yuan amount a form sends ("12.50" or 12.5), parsed exactly to fen. */
export const yuanInputField = (what: string) =>
  z.union([z.string(), z.number()], { error: `请填写${what}` }).transform((value, ctx) => {
    const fen = parseYuan(String(value).trim());
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: `${what}格式不正确，最多两位小数` });
      return z.NEVER;
    }
    return fen;
  });

/** A yuan amount a form sends, parsed exactly to fen and kept within [min, max] fen; `message` otherwise. */
export const yuanRangeField = (
  what: string,
  min: number,
  max: number,
  message: string,
  typeError = `请填写${what}`,
) =>
  z.union([z.string(), z.number()], { error: typeError }).transform((value, ctx) => {
    const fen = parseYuan(String(value).trim());
    if (fen === null || fen < min || fen > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return fen;
  });

/** A credit limit (账期额度): 0 to 1亿元. */
export const creditLimitField = (what: string) =>
  yuanRangeField(
    what,
    0,
    100_000_000_00,
    '账期额度应为0到1亿元之间的金额，最多两位小数',
    `${what}格式不正确`,
  );
