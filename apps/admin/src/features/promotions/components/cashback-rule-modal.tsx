import { Form, Input, InputNumber, Modal, Radio, Space, Switch } from 'antd';
import type { CashbackRuleAdminView, CashbackRuleInput } from '@yaocai/contract';
import { fieldErrors } from '../../../lib/http';
import {
  cashbackMessage,
  cashbackRuleInput,
  cashbackRuleValues,
  type CashbackRuleValues,
} from '../lib/cashback-rule-form';
import { windowField } from '../lib/full-reduction-form';
import { WindowField } from './window-field';

const money = {
  stringMode: true,
  min: '0.01',
  precision: 2,
  prefix: '¥',
  suffix: '元',
  style: { width: 180 },
} as const;

/** 新增 / 编辑 a 满额返现 rule: threshold, amount below it, where it goes, and the window. */
export function CashbackRuleModal({
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  editing: CashbackRuleAdminView | 'new' | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: CashbackRuleInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<CashbackRuleValues>();
  const view = editing === 'new' ? undefined : (editing ?? undefined);

  const submit = async (values: CashbackRuleValues) => {
    try {
      await onSubmit(cashbackRuleInput(values));
    } catch (error) {
      const fields = fieldErrors(error).map((f) => ({ ...f, name: windowField(f.name) }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={view ? `编辑满额返现 · ${view.name}` : '新增满额返现'}
      width={640}
      okText="保存"
      okButtonProps={{ loading: pending, 'data-testid': 'cb-save' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        key={editing === null ? 'closed' : (view?.id ?? 'new')}
        initialValues={editing ? cashbackRuleValues(view) : undefined}
      >
        <Form.Item
          name="name"
          label="活动名称"
          rules={[
            { required: true, whitespace: true, message: '请填写活动名称' },
            { max: 64, message: '活动名称不能超过64个字符' },
          ]}
        >
          <Input maxLength={64} showCount placeholder="如：满额返现 · 余额" data-testid="cb-name" />
        </Form.Item>
        <Space size="large" align="start" wrap>
          <Form.Item
            name="threshold"
            label="返现门槛（订单商品实付满）"
            rules={[{ required: true, message: '请填写返现门槛' }]}
          >
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
        <Form.Item
          name="destination"
          label="返至"
          extra="订单完成（确认收货）时到账；退款后不再满足门槛的扣回"
        >
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
      </Form>
    </Modal>
  );
}
