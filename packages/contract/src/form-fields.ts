import { MAX_QUANTITY, parseYuan } from '@yaocai/domain';
import { z } from 'zod';

/** Largest value of an integer column: a bigger id cannot exist, and PostgreSQL would fail the query. */
export const MAX_ID = 2_147_483_647;

/** Zod fields shared by the commerce routes; form bodies arrive as strings, so numbers are coerced. */
export const idField = (what = '编号') =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .positive(`${what}必须大于0`)
    .max(MAX_ID, `${what}超出范围`);

export const quantityField = z.coerce
  .number({ error: '购买数量必须是数字' })
  .int('购买数量必须是整数')
  .min(1, '购买数量至少为1')
  .max(MAX_QUANTITY, `购买数量不能超过${MAX_QUANTITY}`);

/** ids[]=1&ids[]=2, ids=1, ids=1,2 or a JSON array. */
export const idListField = (what = '商品') =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'string') return value.split(',').filter((s) => s.trim() !== '');
      return [value];
    },
    z
      .array(idField(), { error: `请选择${what}` })
      .min(1, `请选择${what}`)
      .max(1000, `一次最多选择1000个${what}`),
  );

export const flagField = (what: string) =>
  z.coerce
    .number({ error: `${what}必须是0或1` })
    .int(`${what}必须是0或1`)
    .min(0, `${what}必须是0或1`)
    .max(1, `${what}必须是0或1`);

export const pageField = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码必须大于0')
  .max(100_000, '页码超出范围')
  .default(1);

/** A yuan amount as the API writes it ("12.50"), parsed exactly to fen. */
export const yuanField = (what = '金额') =>
  z.union([z.string(), z.number()], { error: `${what}格式不正确` }).transform((value, ctx) => {
    const fen = parseYuan(String(value).trim());
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: `${what}格式不正确，最多两位小数` });
      return z.NEVER;
    }
    return fen;
  });

/** An optional id where the form may send an empty string for "none". */
export const optionalIdField = (what: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v),
    idField(what).optional(),
  );

const DATA_URL = /^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
const FILE_URL = /^(\/|https?:\/\/)[^\s<>"']{1,499}$/;

/** An image as a data URL (up to about 600 KB) or the URL of an uploaded file. */
export const imageField = (what = '图片') =>
  z
    .string({ error: `请上传${what}` })
    .min(1, `请上传${what}`)
    .max(800_000, `${what}不能超过600KB`)
    .refine((v) => DATA_URL.test(v) || FILE_URL.test(v), `${what}格式不正确，请上传 PNG、JPG 或 WEBP 图片`);

/** A request body object; anything else (no body, a bare string) is refused in Chinese too. */
export const form = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: '请求参数不正确' });
