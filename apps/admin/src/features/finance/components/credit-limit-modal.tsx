import { Form, Input } from 'antd';
import type { CreditLimitInput } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { BuyerSelect } from './grant-modal';
import { required, requiredText } from '../../../lib/required-rules';

interface Values {
  member_id?: number;
  credit_limit: string;
  reason: string;
}

/** 调整账期额度: the member, its new limit and why (what it owes stays owed). */
export function CreditLimitModal(editor: EditorProps<{ id: number }, CreditLimitInput>) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values, { id: number }, CreditLimitInput>
      form={form}
      editor={editor}
      frame={{ titles: ['调整账期额度', '调整账期额度'], width: 480, saveTestId: 'credit-limit-save' }}
      spec={{
        toInput: (v) => ({ member_id: v.member_id ?? 0, credit_limit: v.credit_limit, reason: v.reason }),
        valuesOf: () => ({ credit_limit: '', reason: '' }),
      }}
    >
      <Form.Item name="member_id" label="会员" rules={required('请选择会员')}>
        <BuyerSelect testId="credit-member" />
      </Form.Item>
      <Form.Item name="credit_limit" label="新的账期额度（元）" rules={required('请填写账期额度')}>
        <Input placeholder="0 表示关闭账期" />
      </Form.Item>
      <Form.Item name="reason" label="调整原因" rules={requiredText('请填写调整原因')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
