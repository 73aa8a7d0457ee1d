import { BUSINESS_SCOPES, isIdNumber } from '@yaocai/domain';
import { z } from 'zod';
import { dayField, imageField, mobileField, newPasswordField, text, usernameField } from './fields';
import { uploadKeyField } from './uploads';

export const smsPurposeField = z.enum(['register', 'forget', 'bind', 'update'], {
  error: '验证码类型不正确',
});
export const smsCodeField = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{6}$/, '短信验证码为6位数字');

/** POST /api/user/create_code */
export const createCodeBody = z.object({ phone: mobileField, type: smsPurposeField });
export type CreateCodeInput = z.input<typeof createCodeBody>;
export const createCodeAnswer = z.object({
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_in: z.number().int(),
});
export type CreateCodeAnswer = z.infer<typeof createCodeAnswer>;

/** GET /api/user/phone/{value}: whether a phone already belongs to an account (registration step 1). */
export const phoneParams = z.object({ value: mobileField });
export const phoneAnswer = z.object({ registered: z.union([z.literal(0), z.literal(1)]) });
export type PhoneAnswer = z.infer<typeof phoneAnswer>;

/** One qualification document of a registration. */
export const registerDocument = z.object({
  kind: text('证照类型', 32),
  number: text('证照编号', 64),
  expires_on: dayField('有效期'),
  /**
   * The key POST /api/upload answered (purpose `qualification`): registration makes the file the new
   * member's. An inline picture (data URL) is still taken from forms that do not upload yet.
   */
  image: z.union([uploadKeyField('证照'), imageField('证照')], {
    error: (issue) => (issue.input === undefined ? '请上传证照图片' : '证照图片无效，请重新上传'),
  }),
});
export type RegisterDocument = z.input<typeof registerDocument>;

/**
 * POST /api/user/register: the whole registration (steps 1–3) in one call. `documents` holds one
 * document per slot that `requiredDocuments` (packages/domain) lists for the type and scopes.
 */
export const registerBody = z.object(
  {
    phone: mobileField,
    code: smsCodeField,
    username: usernameField,
    password: newPasswordField,
    company: text('企业名称', 100).refine((v) => v.length >= 2, '企业名称至少2个字'),
    company_type: z.enum(['pharmacy', 'chain', 'clinic', 'health_center'], { error: '请选择企业类型' }),
    name: text('联系人', 32),
    region: text('所在省份', 32),
    city: text('所在城市', 32),
    district: z.string().trim().max(32, '区县不能超过32个字符').default(''),
    region_code: z
      .string()
      .trim()
      .regex(/^\d{0,12}$/, '行政区划代码不正确')
      .default(''),
    address: text('详细地址', 200),
    scopes: z
      .array(
        z.string().refine((s) => BUSINESS_SCOPES.includes(s), '经营范围不正确'),
        {
          error: '请选择经营范围',
        },
      )
      .min(1, '请至少选择一项经营范围')
      .max(BUSINESS_SCOPES.length, '经营范围不正确'),
    documents: z
      .array(registerDocument, { error: '请上传资质证照' })
      .min(1, '请上传资质证照')
      .max(6, '证照过多'),
    agent_name: text('委托人姓名', 32),
    agent_id_number: z
      .string({ error: '请输入委托人身份证号' })
      .trim()
      .toUpperCase()
      .refine(isIdNumber, '委托人身份证号不正确'),
    agree: z.union([z.literal('1'), z.literal(1), z.literal(true)], { error: '请阅读并同意《用户协议》' }),
  },
  { error: '请求参数不正确' },
);
export type RegisterInput = z.input<typeof registerBody>;

export const registerAnswer = z.object({
  username: z.string(),
  company: z.string(),
  is_passed: z.number().int(),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** POST /api/user/forget/verify: the account (username or phone) and the code sent to its phone. */
export const forgetVerifyBody = z.object({
  account: text('用户名或手机号', 32),
  code: smsCodeField,
});
export const forgetVerifyAnswer = z.object({ token: z.string(), username: z.string() });
export type ForgetVerifyAnswer = z.infer<typeof forgetVerifyAnswer>;

/** POST /api/user/forget/code: sends the code to the phone of that account, whatever the account is called. */
export const forgetCodeBody = z.object({ account: text('用户名或手机号', 32) });
export const forgetCodeAnswer = createCodeAnswer.extend({
  /** The phone the code went to, masked (138****5678). */
  phone: z.string(),
});
export type ForgetCodeAnswer = z.infer<typeof forgetCodeAnswer>;

/** POST /api/user/forget/reset */
export const forgetResetBody = z.object({
  token: z.string({ error: '重置凭证无效' }).regex(/^[A-Za-z0-9_.-]{20,120}$/, '重置凭证无效'),
  password: newPasswordField,
});
