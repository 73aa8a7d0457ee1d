import { isPhone, passwordRefusal, PASSWORD_RULE_TEXT } from '@yaocai/domain';
import { z } from 'zod';

/** Field rules shared by the account contracts (spec §5), with the Chinese messages the API answers. */

/** A required trimmed text of at most `max` characters. */
export const text = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}不能超过${max}个字符`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
export const dayField = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .min(1, `请选择${what}`)
    .regex(DAY, `${what}格式应为YYYY-MM-DD`)
    .refine(isRealDay, `${what}不是有效的日期`);

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const FILE_URL = /^(\/|https?:\/\/)[^\s<>"']{1,499}$/;
export const imageField = (what: string) =>
  z
    .string({ error: `请上传${what}图片` })
    .min(1, `请上传${what}图片`)
    .max(400_000, `${what}图片过大，请压缩到300KB以内后重新上传`)
    .refine(
      (v) => IMAGE_DATA_URL.test(v) || FILE_URL.test(v),
      `${what}图片格式不正确，请上传 JPG 或 PNG 图片`,
    );

/** Login name of a new account: 4–20 letters, digits, _ or -, starting with a letter. */
export const usernameField = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, '请输入用户名')
  .regex(/^[A-Za-z][A-Za-z0-9_-]{3,19}$/, '用户名为4-20位字母、数字、下划线或短横线，以字母开头');

/** packages/domain's password rule: 8–20 characters with both letters and digits. */
export const newPasswordField = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .refine((v) => passwordRefusal(v) === null, PASSWORD_RULE_TEXT);

export const mobileField = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .refine((v) => isPhone(v), '手机号格式不正确，请输入11位手机号');
