import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd-mobile';
import { orderDetail } from '@yaocai/contract';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';

/** 支付完成: the order's state as the API has it now (paid, or still waiting for the payment). */
export function PayDonePage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('order_id'));
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => call(orderDetail, { id }, { signal }),
    enabled: id > 0,
  });
  const paid = order.data && order.data.status !== 'unpaid' && order.data.status !== 'pending_approval';
  return (
    <NavPage title="支付结果" testId="m-pay-done">
      {order.data ? (
        <Result
          status={paid ? 'success' : 'waiting'}
          title={
            paid
              ? '支付成功'
              : order.data.status === 'pending_approval'
                ? '订单已提交，等待总部审批'
                : '订单已提交，待支付'
          }
          description={`订单号 ${order.data.order_no} · 实付 ¥${order.data.payable_amount}${order.data.pay_method_name ? ` · ${order.data.pay_method_name}` : ''}`}
        />
      ) : null}
      <Space direction="vertical" block style={{ padding: 16 }}>
        <Button
          block
          color="primary"
          onClick={() => navigate(m.order(id), { replace: true })}
          data-testid="m-view-order"
        >
          查看订单
        </Button>
        <Button block onClick={() => navigate(m.home)}>
          继续采购
        </Button>
      </Space>
    </NavPage>
  );
}
