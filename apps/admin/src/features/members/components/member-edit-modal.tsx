import { App, Descriptions, Form, Input, Select, Switch, Tag } from 'antd';
import type { MemberUpdateInput, OperatorMember } from '@yaocai/contract';
import { useAccountManagers } from '../api/account-managers';
import {
  CREDIT_PATTERN,
  memberChanges,
  memberEditValues,
  NO_MANAGER,
  type MemberEditValues,
} from '../lib/member-edit';
import { FormDialog } from '../../../components/form-dialog';

/** 编辑会员: 特药权限, 账期额度 and 客户经理; sends only what changed. */
export function MemberEditModal({
  member,
  pending,
  onCancel,
  onSubmit,
}: {
  member: OperatorMember | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (member: OperatorMember, input: MemberUpdateInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<MemberEditValues>();
  const managers = useAccountManagers(member !== null);
  const { message } = App.useApp();

  const submit = async (values: MemberEditValues) => {
    if (!member) return;
    const changes = memberChanges(member, values);
    if (Object.keys(changes).length === 0) {
      void message.info('没有修改');
      onCancel();
      return;
    }
    await onSubmit(member, changes);
  };

  return (
    <FormDialog
      form={form}
      open={member !== null}
      title={`编辑会员 ${member?.username ?? ''}`}
      okText="保存"
      okTestId="member-save"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      formKey={member?.id}
      initialValues={member ? memberEditValues(member) : undefined}
      intro={
        member && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'company', label: '公司', children: member.company },
              { key: 'contact', label: '联系人', children: `${member.name} ${member.phone}` },
              {
                key: 'scopes',
                label: '经营范围',
                children: member.scopes.length ? member.scopes.map((s) => <Tag key={s}>{s}</Tag>) : '—',
              },
            ]}
          />
        )
      }
    >
      <Form.Item
        name="is_special"
        label="特药权限"
        valuePropName="checked"
        extra="开通后可采购含特殊药品复方制剂（订单需上传回执）"
      >
        <Switch checkedChildren="已开通" unCheckedChildren="未开通" data-testid="member-special" />
      </Form.Item>
      <Form.Item
        name="credit_limit"
        label="账期额度"
        extra="0 表示不开通账期；额度内可先货后款"
        rules={[
          { required: true, whitespace: true, message: '请填写账期额度' },
          { pattern: CREDIT_PATTERN, message: '账期额度应为0到1亿元之间的金额，最多两位小数' },
        ]}
      >
        <Input prefix="¥" suffix="元" placeholder="0.00" data-testid="member-credit" />
      </Form.Item>
      <Form.Item name="account_manager_id" label="客户经理">
        <Select
          placeholder="选择客户经理"
          loading={managers.isPending}
          options={[
            { value: NO_MANAGER, label: '不指定（由客服热线服务）' },
            ...(managers.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.name}（${m.phone}）${m.is_default ? ' · 默认' : ''}`,
            })),
          ]}
          data-testid="member-manager"
        />
      </Form.Item>
    </FormDialog>
  );
}
