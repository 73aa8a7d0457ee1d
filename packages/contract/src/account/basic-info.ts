import { taxNumberRefusal } from '@yaocai/domain';
import { z } from 'zod';
import { newPasswordField, text } from './fields';
import { contactPhoneField } from './stores';

/** GET /api/user/basic: what /basic shows — the member's account, contact and company. */
export const basicInfoAnswer = z.object({
  username: z.string(),
  /** Contact person and phone of the member (editable). */
  name: z.string(),
  phone: z.string(),
  /** The phone with its middle digits hidden, where a password-change code is sent ('' when none). */
  masked_phone: z.string(),
  company: z.object({
    name: z.string(),
    kind: z.string(),
    kind_name: z.string(),
    region: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
  }),
  is_passed: z.number().int(),
  rank: z.number().int(),
  is_vip: z.number().int(),
  created_at: z.string(),
  account_manager: z.object({ name: z.string(), phone: z.string() }),
  invoice_title: z.string(),
  tax_number: z.string(),
  contract_signed: z.number().int(),
  contract_signed_at: z.string().nullable(),
});
export type BasicInfoAnswer = z.infer<typeof basicInfoAnswer>;

/** POST /api/user/updateUserInfo: contact person and phone (spec §5: mobile, or area code-landline). */
export const updateUserInfoBody = z.object(
  { name: text('联系人', 32), phone: contactPhoneField },
  { error: '请求参数不正确' },
);
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoBody>;

/**
 * POST /api/user/resetPassword: a new password, proven by the current password or by an SMS code of
 * type `update` sent to the member's phone. The member's other sessions end; this one stays.
 */
export const resetPasswordBody = z.object(
  {
    password: newPasswordField,
    old_password: z.string().max(64, '当前密码不能超过64个字符').optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{0,8}$/, '短信验证码为数字')
      .optional(),
  },
  { error: '请求参数不正确' },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordBody>;

/** GET /api/user/invoice_title: the title and tax number checkout writes on an invoice. */
export const invoiceTitleAnswer = z.object({ invoice_title: z.string(), tax_number: z.string() });
export type InvoiceTitleAnswer = z.infer<typeof invoiceTitleAnswer>;

/** POST /api/user/invoice_title */
export const invoiceTitleBody = z.object(
  {
    invoice_title: z
      .string({ error: '请输入发票抬头' })
      .trim()
      .min(1, { message: '请输入发票抬头', abort: true })
      .min(2, '发票抬头至少2个字')
      .max(100, '发票抬头不能超过100个字符'),
    tax_number: z
      .string({ error: '请输入税号' })
      .trim()
      .min(1, '请输入税号')
      .transform((v) => v.toUpperCase())
      .superRefine((v, ctx) => {
        const refusal = taxNumberRefusal(v);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      }),
  },
  { error: '请求参数不正确' },
);
export type InvoiceTitleInput = z.input<typeof invoiceTitleBody>;
