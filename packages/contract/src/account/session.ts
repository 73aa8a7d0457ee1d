import { z } from 'zod';

/** Logging in and out, and the profile every page's header reads (GET /api/user/base). */

const loginUsername = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, '请输入用户名')
  .max(32, '用户名不能超过32个字符');

/**
 * POST /api/user/login. `code` is only needed once the account is past its failed-login limit: then
 * the login answers envelope code `LOGIN_SMS_REQUIRED` (428, HTTP 428, with `errors.code`) until the
 * right password comes with the SMS code sent by POST /api/user/login/code. An empty code is no code.
 */
export const loginBody = z.object({
  username: loginUsername,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不能超过64个字符'),
  code: z
    .string({ error: '短信验证码为6位数字' })
    .trim()
    .regex(/^(\d{6})?$/, '短信验证码为6位数字')
    .optional(),
});
export type LoginInput = z.input<typeof loginBody>;

/** The envelope code (and HTTP status) of a login that needs the account's SMS code (428). */
export { LOGIN_SMS_REQUIRED } from '@yaocai/domain';

/** POST /api/user/login/code: the login code goes to the phone on record of an account past its limit. */
export const loginCodeBody = z.object({ username: loginUsername });
export const loginCodeAnswer = z.object({
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_in: z.number().int(),
  /** The phone the code went to, masked (138****5678). */
  phone: z.string(),
});
export type LoginCodeInput = z.input<typeof loginCodeBody>;
export type LoginCodeAnswer = z.infer<typeof loginCodeAnswer>;

export const loginAnswer = z.object({ username: z.string(), company: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** DELETE /api/user/logout and other calls that answer nothing but success. */
export const emptyAnswer = z.null();

export const accountManager = z.object({
  name: z.string(),
  phone: z.string(),
  /** 1: the default service contact (客服专员); 0: a dedicated account manager. */
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type AccountManager = z.infer<typeof accountManager>;

/** GET /api/user/base; a visitor gets the same shape (`show` false) with the service contact and hotline. */
export const profileAnswer = z.object({
  show: z.boolean(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.number().int(),
  admin: accountManager,
  address: z.string(),
  is_passed: z.number().int(),
  points: z.number().int(),
  cart: z.number().int(),
  message_count: z.number().int(),
  wechat: z.string(),
  common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }),
  login_url: z.string(),
  is_show_youx: z.number().int(),
  is_special: z.number().int(),
  is_can_chat: z.number().int(),
  token: z.string(),
  is_AfterSale: z.number().int(),
  is_vip: z.number().int(),
  /** 1 for a chain headquarters (its stores are listed by /api/user/stores). */
  is_chain: z.number().int(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;
