import { useState } from 'react';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { GRANT_KIND_NAMES, GRANT_KINDS, type GrantInput } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { useBuyers, useCustomerGroups } from '../api/finance';
import { required, requiredText } from '../../../lib/required-rules';

interface Values {
  kind: (typeof GRANT_KINDS)[number];
  target: 'member' | 'group';
  member_id?: number;
  customer_group?: string;
  amount: string;
  valid_to?: Dayjs;
  reason: string;
}

/** The member picker the desk's forms share: search by account or company. */
export function BuyerSelect({
  value,
  onChange,
  testId,
}: {
  value?: number;
  onChange?: (id: number) => void;
  testId: string;
}) {
  const [keyword, setKeyword] = useState('');
  const buyers = useBuyers(keyword);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      placeholder="输入账号或单位名称搜索"
      options={buyers.data?.map((b) => ({ value: b.id, label: `${b.username}（${b.company}）` }))}
      data-testid={testId}
    />
  );
}

/** 发放红包 / 现金券: to one member or every member of a customer group, with a reason. */
export function GrantModal(editor: EditorProps<{ id: number }, GrantInput>) {
  const [form] = Form.useForm<Values>();
  const groups = useCustomerGroups();
  const kind = Form.useWatch('kind', form);
  const target = Form.useWatch('target', form);
  return (
    <FormModal<Values, { id: number }, GrantInput>
      form={form}
      editor={editor}
      frame={{ titles: ['发放红包 / 现金券', '发放红包 / 现金券'], width: 520, saveTestId: 'grant-save' }}
      spec={{
        toInput: (v) => ({
          kind: v.kind,
          target: v.target,
          member_id: v.target === 'member' ? v.member_id : undefined,
          customer_group: v.target === 'group' ? v.customer_group : undefined,
          amount: v.amount,
          valid_to: v.kind === 'cash_voucher' ? v.valid_to?.format('YYYY-MM-DD') : undefined,
          reason: v.reason,
        }),
        valuesOf: () => ({ kind: 'red_packet', target: 'member', amount: '', reason: '' }),
      }}
    >
      <Form.Item name="kind" label="发放类型">
        <Radio.Group options={GRANT_KINDS.map((k) => ({ value: k, label: GRANT_KIND_NAMES[k] }))} />
      </Form.Item>
      <Form.Item name="target" label="发放对象">
        <Radio.Group
          options={[
            { value: 'member', label: '指定会员' },
            { value: 'group', label: '客户分组' },
          ]}
        />
      </Form.Item>
      {target === 'group' ? (
        <Form.Item name="customer_group" label="客户分组" rules={required('请选择客户分组')}>
          <Select
            options={groups.data?.map((g) => ({
              value: g.code,
              label: `${g.code}（${g.member_count}个会员）`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item name="member_id" label="会员" rules={required('请选择会员')}>
          <BuyerSelect testId="grant-member" />
        </Form.Item>
      )}
      <Form.Item name="amount" label="每人金额（元）" rules={required('请填写金额')}>
        <Input placeholder="例如 50.00" data-testid="grant-amount" />
      </Form.Item>
      {kind === 'cash_voucher' && (
        <Form.Item name="valid_to" label="有效期至" rules={required('请选择现金券有效期')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="reason" label="发放原因" rules={requiredText('请填写发放原因')}>
        <Input maxLength={200} placeholder="会员在明细中可以看到" data-testid="grant-reason" />
      </Form.Item>
      {kind === 'red_packet' && <p className="muted">账户红包进入会员红包余额，下单时抵扣，不设有效期。</p>}
    </FormModal>
  );
}
