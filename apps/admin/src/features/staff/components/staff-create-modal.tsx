import { Checkbox, Form, Input } from 'antd';
import { staffCreateBody, type StaffCreateInput, type StaffRole } from '@yaocai/contract';
import { PASSWORD_RULE_TEXT } from '@yaocai/domain';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { FormDialog } from '../../../components/form-dialog';

const EMPTY: StaffCreateInput = { username: '', name: '', phone: '', password: '', role_ids: [] };

/** 新增员工: login name, name, phone, first password and roles. */
export function StaffCreateModal({
  open,
  roles,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  roles: readonly StaffRole[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: StaffCreateInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<StaffCreateInput>();
  const shape = staffCreateBody.shape;
  const submit = async (values: StaffCreateInput) => {
    await onSubmit({
      username: values.username.trim(),
      name: values.name.trim(),
      phone: values.phone.trim(),
      password: values.password,
      role_ids: values.role_ids,
    });
  };

  return (
    <FormDialog
      form={form}
      open={open}
      title="新增员工"
      okText="创建账号"
      okTestId="staff-save"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      formKey={open ? 'open' : 'closed'}
      initialValues={EMPTY}
    >
      <Form.Item
        name="username"
        label="登录账号"
        required
        rules={[contractRule(shape.username)]}
        extra="4-20位字母、数字、下划线或短横线，以字母开头"
      >
        <Input autoComplete="off" placeholder="如 kefu02" maxLength={20} data-testid="staff-username" />
      </Form.Item>
      <Form.Item name="name" label="姓名" required rules={[contractRule(shape.name)]}>
        <Input maxLength={32} placeholder="员工姓名" data-testid="staff-name" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" required rules={[contractRule(shape.phone)]}>
        <Input maxLength={11} placeholder="11位手机号" data-testid="staff-phone" />
      </Form.Item>
      <Form.Item
        name="password"
        label="初始密码"
        required
        rules={[contractRule(shape.password)]}
        extra={`${PASSWORD_RULE_TEXT}；请告知员工登录后自行修改`}
      >
        <Input.Password autoComplete="new-password" maxLength={20} data-testid="staff-password" />
      </Form.Item>
      <Form.Item name="role_ids" label="角色" required rules={[contractRule(shape.role_ids)]}>
        <Checkbox.Group
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          data-testid="staff-role-ids"
        />
      </Form.Item>
    </FormDialog>
  );
}
