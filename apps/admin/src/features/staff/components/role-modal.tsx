import { Alert, Form, Input, Modal } from 'antd';
import { roleInput, type RoleInput, type StaffRole } from '@yaocai/contract';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { fieldErrors } from '@yaocai/web-kit/http';
import { BASE_PERMISSIONS, type PermissionGroup } from '../lib/permission-groups';
import { PermissionPicker } from './permission-picker';

/** 新增角色 / 编辑权限: a role's name and the permissions its staff hold. */
export function RoleModal({
  editing,
  groups,
  pending,
  onCancel,
  onSubmit,
}: {
  /** The role edited, `'new'` for a new one, null when closed. */
  editing: StaffRole | 'new' | null;
  groups: readonly PermissionGroup[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: RoleInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<RoleInput & { permissions: string[] }>();
  const role = editing === 'new' ? undefined : (editing ?? undefined);
  const count = ((Form.useWatch('permissions', form) as string[] | undefined) ?? []).length;

  const submit = async (values: { name: string; permissions: string[] }) => {
    try {
      await onSubmit({ name: values.name.trim(), permissions: values.permissions });
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={role ? `编辑权限 · ${role.name}` : '新增角色'}
      width={820}
      okText="保存"
      okButtonProps={{ loading: pending, 'data-testid': 'role-save' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {role && role.staff_count > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`该角色下有 ${role.staff_count} 名员工，保存后他们的权限立即按此调整`}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        key={editing === null ? 'closed' : (role?.id ?? 'new')}
        initialValues={
          editing === null
            ? undefined
            : { name: role?.name ?? '', permissions: role?.permissions ?? BASE_PERMISSIONS }
        }
      >
        <Form.Item name="name" label="角色名称" required rules={[contractRule(roleInput.shape.name)]}>
          <Input maxLength={32} placeholder="如 财务" style={{ maxWidth: 320 }} data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={`权限（已选 ${count} 项）`}
          required
          rules={[contractRule(roleInput.shape.permissions)]}
          extra="“登录运营后台”是使用后台的前提，一般应保留"
        >
          <PermissionPicker groups={groups} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
