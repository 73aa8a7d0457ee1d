import { z } from 'zod';
import { yuan } from '../envelope';
import { creditLimitField, keywordField, pageOf, pageQueryField } from './fields';

export const MEMBER_FILTERS = ['passed', 'unpassed', 'disabled'] as const;

/** GET /api/operator/members */
export const operatorMembersQuery = z.object({
  /** Username, contact, phone or company. */
  keyword: keywordField,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MEMBER_FILTERS, { error: '会员状态不正确' }).optional(),
  ),
  page: pageQueryField,
});
export type OperatorMembersQuery = z.input<typeof operatorMembersQuery>;

export const operatorMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  company_type: z.string(),
  region: z.string(),
  /** The chain headquarters' username, for a store. */
  headquarters: z.string(),
  is_passed: z.number().int(),
  /** May buy 含特殊药品复方制剂. */
  is_special: z.number().int(),
  disabled: z.number().int(),
  scopes: z.array(z.string()),
  credit_limit: yuan,
  account_manager_id: z.number().int().nullable(),
  account_manager: z.string(),
  order_count: z.number().int(),
  created_at: z.string(),
});
export type OperatorMember = z.infer<typeof operatorMember>;

export const operatorMembersAnswer = pageOf(operatorMember);
export type OperatorMembersAnswer = z.infer<typeof operatorMembersAnswer>;

const flag = z.coerce.number({ error: '请选择是或否' }).refine((v) => v === 0 || v === 1, '请选择是或否');

/** POST /api/operator/members/{id}: what staff may change of a member (every field optional). */
export const memberUpdateBody = z.object(
  {
    is_special: flag.optional(),
    disabled: flag.optional(),
    credit_limit: creditLimitField('账期额度').optional(),
    /** 0 takes the member's own manager away (the platform's default hotline serves it). */
    account_manager_id: z.coerce
      .number({ error: '客户经理不正确' })
      .int('客户经理不正确')
      .min(0, '客户经理不正确')
      .max(2_147_483_647, '客户经理不正确')
      .optional(),
  },
  { error: '请求参数不正确' },
);
export type MemberUpdateInput = z.input<typeof memberUpdateBody>;

/** GET /api/operator/account_managers */
export const accountManagersAnswer = z.array(
  z.object({ id: z.number().int(), name: z.string(), phone: z.string(), is_default: z.number().int() }),
);
export type AccountManagers = z.infer<typeof accountManagersAnswer>;
