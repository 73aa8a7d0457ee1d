import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { OperatorAfterSale, OperatorPointsOrder, ShipInput } from '@yaocai/contract';
import { LogisticsCompanyItem, LogisticsNoItem } from './logistics-fields';
import { FormDialog } from '../../../components/form-dialog';

interface ShipProps<O> {
  order: O | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: ShipInput) => Promise<unknown>;
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
    await onSubmit({
      logistics_company: values.logistics_company.trim(),
      logistics_no: values.logistics_no.trim(),
    });
  };
  return (
    <FormDialog
      form={form}
      open={order !== null}
      title={`${title} ${order?.order_no ?? ''}`}
      okText="确认发货"
      okTestId={`${testId}-submit`}
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      intro={
        summary && (
          <div className="muted" style={{ marginBottom: 14 }}>
            {summary}
          </div>
        )
      }
    >
      <LogisticsCompanyItem testId={testId} />
      <LogisticsNoItem testId={testId} />
    </FormDialog>
  );
}
