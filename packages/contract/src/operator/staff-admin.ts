import { asList } from '../form-list';
import { isPermission } from '@yaocai/domain';
import { z } from 'zod';
import { mobileField, newPasswordField, usernameField } from '../account/fields';

/** The console's staff and roles (管理员 only: staff.read, staff.update). */

export const staffRole = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  staff_count: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRole>;

export const staffMemberView = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  disabled: z.number().int(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
});
export type StaffMemberView = z.infer<typeof staffMemberView>;

/** GET /api/operator/staff: the staff, the roles, and the permission catalogue with names. */
export const staffAnswer = z.object({
  staff: z.array(staffMemberView),
  roles: z.array(staffRole),
  permissions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type StaffAnswer = z.infer<typeof staffAnswer>;

const ids = (what: string) =>
  z.preprocess(
    asList,
    z
      .array(
        z.coerce
          .number({ error: `${what}不正确` })
          .int(`${what}不正确`)
          .positive(`${what}不正确`)
          .max(2_147_483_647, `${what}不正确`),
        {
          error: `${what}不正确`,
        },
      )
      .max(20, `${what}最多20个`),
  );

/** POST /api/operator/staff: a new staff account with its roles. */
export const staffCreateBody = z.object(
  {
    username: usernameField,
    name: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(32, '姓名不能超过32个字符'),
    phone: mobileField,
    password: newPasswordField,
    role_ids: ids('角色').refine((v) => v.length > 0, '请至少选择一个角色'),
  },
  { error: '请求参数不正确' },
);
export type StaffCreateInput = z.input<typeof staffCreateBody>;

/** POST /api/operator/staff/{id}: a staff member's roles, or disabling it. */
export const staffUpdateBody = z.object(
  {
    role_ids: ids('角色')
      .refine((v) => v.length > 0, '请至少选择一个角色')
      .optional(),
    disabled: z.coerce
      .number({ error: '请选择是或否' })
      .refine((v) => v === 0 || v === 1, '请选择是或否')
      .optional(),
  },
  { error: '请求参数不正确' },
);
export type StaffUpdateInput = z.input<typeof staffUpdateBody>;

/** POST /api/operator/roles (new) and /api/operator/roles/{id} (edit): a role's name and permissions. */
export const roleInput = z.object(
  {
    name: z
      .string({ error: '请填写角色名称' })
      .trim()
      .min(1, '请填写角色名称')
      .max(32, '角色名称不能超过32个字符'),
    permissions: z.preprocess(
      asList,
      z
        .array(z.string({ error: '权限不正确' }).refine(isPermission, '权限不存在'), { error: '权限不正确' })
        .max(100, '权限不正确')
        .refine((v) => v.length > 0, '请至少选择一项权限'),
    ),
  },
  { error: '请求参数不正确' },
);
export type RoleInput = z.input<typeof roleInput>;
