import { z } from 'zod';

/** What a WeChat authorisation (scan) is for. */
export const wechatPurpose = z.enum(['bind', 'register'], { error: '请选择授权用途' });

/** POST /api/user/wechat/authorise */
export const wechatAuthoriseBody = z.object({ purpose: wechatPurpose }, { error: '请求参数不正确' });

export const wechatAuthoriseAnswer = z.object({
  state: z.string(),
  /** Where the QR code points (the sandbox page, or WeChat's qrconnect page). */
  url: z.string(),
  provider: z.enum(['sandbox', 'wechat']),
  /** Seconds until the QR code expires. */
  expires_in: z.number().int(),
});
export type WechatAuthoriseAnswer = z.infer<typeof wechatAuthoriseAnswer>;

export const wechatStateField = z
  .string({ error: '请提供授权标识' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '授权标识不正确');

/**
 * pending: waiting for the scan; bound: bound to this member; confirmed: registration may go on with
 * this identity; registered: a member was created with it; login: the identity's member was logged in;
 * taken: bound to another member; already_bound: this member must unbind first; cancelled; expired.
 */
export const wechatAuthorisationStatus = z.enum([
  'pending',
  'bound',
  'confirmed',
  'registered',
  'login',
  'taken',
  'already_bound',
  'cancelled',
  'expired',
]);
export type WechatAuthorisationStatus = z.infer<typeof wechatAuthorisationStatus>;

/** GET /api/user/wechat/authorise/{state} */
export const wechatAuthorisationParams = z.object({ state: wechatStateField });
export const wechatAuthorisationAnswer = z.object({
  state: z.string(),
  purpose: z.string(),
  status: wechatAuthorisationStatus,
  /** The scanner's WeChat nickname once confirmed ('' before). */
  nickname: z.string(),
  /** What to tell the member about this status. */
  message: z.string(),
});
export type WechatAuthorisationAnswer = z.infer<typeof wechatAuthorisationAnswer>;

/** GET /api/wechat/callback (WeChat sends the browser here; no code when the scanner refused). */
export const wechatCallbackQuery = z.object({
  state: wechatStateField,
  code: z.string().max(512, '授权码不正确').optional(),
});
export const wechatCallbackAnswer = z.object({
  purpose: z.string(),
  status: wechatAuthorisationStatus,
  nickname: z.string(),
  /** The page the browser goes to next. */
  redirect: z.string(),
});

/** DELETE /api/user/unbind_wechat */
export const unbindWechatAnswer = z.null();
