import { z } from 'zod';
import { registerAnswer, registerBody } from './register';
import { wechatStateField } from './wechat';

/** 企业类型 of a registering buyer (the company kind it becomes) and how the forms name it. */
export const COMPANY_TYPES = {
  pharmacy: '单体药店',
  chain: '连锁总部',
  clinic: '诊所',
  health_center: '卫生院',
} as const;
export type CompanyType = keyof typeof COMPANY_TYPES;

/** How staff see a buyer company's kind: the registration types plus a chain's store. */
export const COMPANY_KIND_NAMES: Record<string, string> = { ...COMPANY_TYPES, store: '连锁门店' };

/**
 * POST /api/user/register/wechat: the registration of POST /api/user/register (same fields) that
 * starts from a confirmed WeChat scan: `wechat_state` stands in for the SMS code. The new member
 * awaits review, bound to that WeChat, and is logged in.
 */
export const wechatRegisterBody = registerBody
  .omit({ code: true })
  .extend({ wechat_state: wechatStateField });
export type WechatRegisterInput = z.input<typeof wechatRegisterBody>;

export const wechatRegisterAnswer = registerAnswer.extend({
  /** The bound WeChat nickname. */
  wechat: z.string(),
});
export type WechatRegisterAnswer = z.infer<typeof wechatRegisterAnswer>;
