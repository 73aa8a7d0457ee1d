import { Form, InputNumber, Radio, Space, Switch } from 'antd';
import type { CashbackRuleAdminView, CashbackRuleInput } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { NameField } from './name-field';
import {
  cashbackMessage,
  cashbackRuleInput,
  cashbackRuleValues,
  type CashbackRuleValues,
} from '../lib/cashback-rule-form';
import { windowField } from '../lib/full-reduction-form';
import { WindowField } from './window-field';
import { required } from '../../../lib/required-rules';

const money = {
  stringMode: true,
  min: '0.01',
  precision: 2,
  prefix: '¥',
  suffix: '元',
  style: { width: 180 },
} as const;

/** 新增 / 编辑 a 满额返现 rule: threshold, amount below it, where it goes, and the window. */
export function CashbackRuleModal(editor: EditorProps<CashbackRuleAdminView, CashbackRuleInput>) {
  const [form] = Form.useForm<CashbackRuleValues>();

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增满额返现', '编辑满额返现'], width: 640, saveTestId: 'cb-save' }}
      spec={{ toInput: cashbackRuleInput, valuesOf: cashbackRuleValues, fieldName: windowField }}
    >
      <NameField placeholder="如：满额返现 · 余额" testId="cb-name" />
      <Space size="large" align="start" wrap>
        <Form.Item name="threshold" label="返现门槛（订单商品实付满）" rules={required('请填写返现门槛')}>
          <InputNumber<string> {...money} data-testid="cb-threshold" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="返现金额"
          required
          dependencies={['threshold']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, amount: string | null) => {
                const message = cashbackMessage(getFieldValue('threshold') as string | null, amount);
                if (message) throw new Error(message);
              },
            }),
          ]}
        >
          <InputNumber<string> {...money} data-testid="cb-amount" />
        </Form.Item>
      </Space>
      <Form.Item name="destination" label="返至" extra="订单完成（确认收货）时到账；退款后不再满足门槛的扣回">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'balance', label: '账户余额' },
            { value: 'red_packet', label: '账户红包' },
          ]}
          data-testid="cb-destination"
        />
      </Form.Item>
      <WindowField testId="cb-window" />
      <Form.Item name="is_on" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  );
}
