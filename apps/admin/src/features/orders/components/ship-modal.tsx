import type { ReactNode } from 'react';
import { AutoComplete, Form, Input, Modal } from 'antd';
import type {
  OperatorAfterSale,
  OperatorOrderSummary,
  OperatorPointsOrder,
  ShipInput,
} from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { LOGISTICS_COMPANIES } from '../lib/order-labels';

const COMPANY_OPTIONS = LOGISTICS_COMPANIES.map((company) => ({ value: company }));

interface ShipProps<O> {
  order: O | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: ShipInput) => Promise<unknown>;
}

/** 发货 of an order: the carrier (a common one or any other typed in) and the waybill number. */
export function ShipModal(props: ShipProps<OperatorOrderSummary>) {
  const { order } = props;
  return (
    <ShipForm
      {...props}
      title="订单发货"
      testId="ship"
      summary={order && `${order.company} · 收货人：${order.consignee} · ${order.goods_count} 个品种`}
    />
  );
}

/** 发货 of a points order: the carrier and the waybill number; the member is told at once. */
export function PointsShipModal(props: ShipProps<OperatorPointsOrder>) {
  const { order } = props;
  return (
    <ShipForm
      {...props}
      title="积分订单发货"
      testId="po-ship"
      summary={
        order && `${order.name} × ${order.number} · ${order.consignee} ${order.phone} · ${order.address}`
      }
    />
  );
}

/** 换货发货: the replacement of an exchange whose goods are back, taken first expiry first. */
export function ReplacementShipModal(props: ShipProps<OperatorAfterSale>) {
  const { order: sale } = props;
  return (
    <ShipForm
      {...props}
      title="换货发货"
      testId="reship"
      summary={
        sale &&
        `${sale.company} · 售后单 ${sale.after_sale_no} · ${sale.lines
          .map((l) => `${l.goods_name} ${l.quantity}${l.unit}`)
          .join('、')}（按效期先出库）`
      }
    />
  );
}

/** The form they share; `testId` prefixes its fields' test ids. */
function ShipForm({
  order,
  pending,
  onCancel,
  onSubmit,
  title,
  testId,
  summary,
}: ShipProps<{ order_no: string }> & { title: string; testId: string; summary: ReactNode }) {
  const [form] = Form.useForm<ShipInput>();
  const submit = async (values: ShipInput) => {
    try {
      await onSubmit({
        logistics_company: values.logistics_company.trim(),
        logistics_no: values.logistics_no.trim(),
      });
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={order !== null}
      title={`${title} ${order?.order_no ?? ''}`}
      okText="确认发货"
      okButtonProps={{ loading: pending, 'data-testid': `${testId}-submit` }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {summary && (
        <p className="muted" style={{ marginTop: 0 }}>
          {summary}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="logistics_company"
          label="物流公司"
          rules={[
            { required: true, whitespace: true, message: '请填写物流公司' },
            { max: 32, message: '物流公司不能超过32个字' },
          ]}
        >
          <AutoComplete
            options={COMPANY_OPTIONS}
            filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
          >
            <Input placeholder="选择或输入物流公司" data-testid={`${testId}-company`} />
          </AutoComplete>
        </Form.Item>
        <Form.Item
          name="logistics_no"
          label="运单号"
          rules={[
            { required: true, whitespace: true, message: '请填写运单号' },
            { pattern: /^\s*[A-Za-z0-9-]{4,64}\s*$/, message: '运单号格式不正确' },
          ]}
        >
          <Input placeholder="4–64 位字母、数字或横线" data-testid={`${testId}-no`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
