import { Checkbox, Form, Typography } from 'antd';
import type { StaffMemberView, StaffRole } from '@yaocai/contract';
import { FormDialog } from '../../../components/form-dialog';

interface RolesForm {
  role_ids: number[];
}

/** 修改角色: the roles a staff member holds; its permissions change at once. */
export function StaffRolesModal({
  staff,
  roles,
  pending,
  onCancel,
  onSubmit,
}: {
  staff: StaffMemberView | null;
  roles: readonly StaffRole[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (staff: StaffMemberView, roleIds: number[]) => Promise<unknown>;
}) {
  const [form] = Form.useForm<RolesForm>();
  const submit = async ({ role_ids }: RolesForm) => {
    if (!staff) return;
    await onSubmit(staff, role_ids);
  };
  return (
    <FormDialog
      form={form}
      open={staff !== null}
      title={`修改角色 · ${staff?.name ?? ''}（${staff?.username ?? ''}）`}
      okText="保存"
      okTestId="staff-roles-save"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      formKey={staff?.id ?? 'closed'}
      initialValues={staff ? { role_ids: staff.roles.map((role) => role.id) } : undefined}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          员工拥有所选角色的全部权限，保存后立即生效。
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="role_ids"
        label="角色"
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}
      >
        <Checkbox.Group
          className="role-checks"
          options={roles.map((role) => ({
            value: role.id,
            label: (
              <span>
                {role.name}
                <span className="muted">（{role.permissions.length} 项权限）</span>
              </span>
            ),
          }))}
          data-testid="staff-role-ids"
        />
      </Form.Item>
    </FormDialog>
  );
}
