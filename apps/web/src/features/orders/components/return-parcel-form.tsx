import { App, Button, Form, Input, Select } from 'antd';
import { LOGISTICS_COMPANY_NAMES } from '@yaocai/domain';
import type { ReturnParcelInput } from '@yaocai/contract';
import { useEnterReturnParcel } from '../api/return-parcel';

/** 填写退货物流: the carrier and number of the parcel the buyer sends back. */
export function ReturnParcelForm({ afterSaleId }: { afterSaleId: number }) {
  const [form] = Form.useForm<ReturnParcelInput>();
  const enter = useEnterReturnParcel(afterSaleId);
  const { message } = App.useApp();
  return (
    <Form<ReturnParcelInput>
      form={form}
      layout="inline"
      className="return-parcel-form"
      data-testid="return-parcel-form"
      onFinish={(values) =>
        enter.mutate(values, {
          onSuccess: () => void message.success('退货物流已提交，商品到仓后我们会尽快处理'),
        })
      }
    >
      <Form.Item name="carrier" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
        <Select
          style={{ width: 160 }}
          placeholder="请选择"
          data-testid="return-parcel-carrier"
          options={LOGISTICS_COMPANY_NAMES.map((name) => ({ value: name, label: name }))}
        />
      </Form.Item>
      <Form.Item
        name="number"
        label="运单号"
        rules={[
          { required: true, message: '请填写运单号' },
          { pattern: /^[A-Za-z0-9-]{4,64}$/, message: '运单号格式不正确' },
        ]}
      >
        <Input style={{ width: 220 }} placeholder="例如 SF1234567890" data-testid="return-parcel-number" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={enter.isPending} data-testid="return-parcel-submit">
          提交退货物流
        </Button>
      </Form.Item>
    </Form>
  );
}
