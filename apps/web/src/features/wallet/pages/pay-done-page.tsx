import { Link, useSearchParams } from 'react-router';
import { Button, Result, Skeleton } from 'antd';
import { paths } from '../../../app/paths';
import { useOrderDetail } from '../../orders/api/orders';

/** 支付完成 (/cart/step4?order_id=): the payment result, order number and amount. */
export function PayDonePage() {
  const [params] = useSearchParams();
  const raw = params.get('order_id');
  const orderId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const { data: order, isLoading } = useOrderDetail(orderId);

  if (isLoading) {
    return (
      <div className="container pay-page" data-testid="step4-page">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const paid =
    order && order.status !== 'unpaid' && order.status !== 'cancelled' && order.status !== 'pending_approval';
  const links = (
    <>
      {order && (
        <Link to={paths.orderInfo(order.id)}>
          <Button type="primary" data-testid="step4-view-order">
            查看订单
          </Button>
        </Link>
      )}
      <Link to={paths.list}>
        <Button>继续采购</Button>
      </Link>
    </>
  );
  return (
    <div className="container pay-page" data-testid="step4-page">
      {paid ? (
        <Result
          status="success"
          title="支付成功，我们将尽快为您发货！"
          subTitle={
            <div className="pay-done">
              <p>
                订单号：<b data-testid="step4-order-no">{order.order_no}</b>
              </p>
              <p>
                支付金额：<b className="text-red">¥{order.payable_amount}</b>（{order.pay_method_name}）
              </p>
              {order.has_special === 1 && (
                <p className="text-red">本订单含特殊药品，收货后请在“含麻订单回执”上传签字回执。</p>
              )}
            </div>
          }
          extra={links}
        />
      ) : order?.status === 'unpaid' ? (
        <Result
          status="info"
          title="订单尚未完成支付"
          subTitle="如已在支付平台付款，请稍候刷新；也可返回重新选择支付方式。"
          extra={
            <>
              <Link to={paths.cartStep3(order.id)}>
                <Button type="primary">返回支付</Button>
              </Link>
              {links}
            </>
          }
        />
      ) : (
        <Result status="warning" title="未找到支付结果" extra={links} />
      )}
    </div>
  );
}

export default PayDonePage;
