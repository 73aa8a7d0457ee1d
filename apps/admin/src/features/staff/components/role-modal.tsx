import { Alert, Form, Input } from 'antd';
import { roleInput, type RoleInput, type StaffRole } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { BASE_PERMISSIONS, type PermissionGroup } from '../lib/permission-groups';
import { PermissionPicker } from './permission-picker';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(roleInput.shape);

interface RoleValues {
  name: string;
  permissions: string[];
}

/** 新增角色 / 编辑权限: a role's name and the permissions its staff hold. */
export function RoleModal({
  groups,
  ...editor
}: EditorProps<StaffRole, RoleInput> & { groups: readonly PermissionGroup[] }) {
  const [form] = Form.useForm<RoleValues>();
  const role = editor.editing === 'new' ? undefined : (editor.editing ?? undefined);
  const count = ((Form.useWatch('permissions', form) as string[] | undefined) ?? []).length;

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增角色', '编辑权限'], width: 820, saveTestId: 'role-save' }}
      spec={{
        toInput: (values) => ({ name: values.name.trim(), permissions: values.permissions }),
        valuesOf: (edited) => ({
          name: edited?.name ?? '',
          permissions: edited?.permissions ?? BASE_PERMISSIONS,
        }),
      }}
      intro={
        role &&
        role.staff_count > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`该角色下有 ${role.staff_count} 名员工，保存后他们的权限立即按此调整`}
          />
        )
      }
    >
      <Item name="name" label="角色名称" required>
        <Input maxLength={32} placeholder="如 财务" style={{ maxWidth: 320 }} data-testid="role-name" />
      </Item>
      <Item
        name="permissions"
        label={`权限（已选 ${count} 项）`}
        required
        extra="“登录运营后台”是使用后台的前提，一般应保留"
      >
        <PermissionPicker groups={groups} />
      </Item>
    </FormModal>
  );
}
