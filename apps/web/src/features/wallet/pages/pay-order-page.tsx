import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import { parseYuan, SPECIAL_RECEIPT_RULE } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { ordersQueryKey, useOrderDetail } from '../../orders/api/orders';
import type { OrderDetail, PayMethod } from '../../orders/api/types';
import { payOrder, useCreditCheck, useOnlinePayMethods, useUserMoney, walletQueryKey } from '../api/wallet';
import { PayCountdown } from '../components/pay-countdown';
import { PayMethods, type PayMethodView } from '../components/pay-methods';
import { WechatPayQr } from '../components/wechat-pay-qr';

export const SPECIAL_ORDER_NOTICE = `本订单含特殊药品（含麻黄碱类复方制剂），仅支持对公账户（余额或账期）支付，不支持在线支付。收货后${SPECIAL_RECEIPT_RULE}。`;

const readId = (raw: string | null | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN);

function usePayMethods(order: OrderDetail | undefined): PayMethodView[] {
  const unpaid = order?.status === 'unpaid';
  const { data: money } = useUserMoney();
  const { data: credit } = useCreditCheck(order?.id ?? 0, Boolean(order && unpaid));
  const { data: online = [] } = useOnlinePayMethods();
  if (!order) return [];
  const payable = parseYuan(order.payable_amount) ?? 0;
  const balance = money ? (parseYuan(money.balance) ?? 0) : null;
  return [
    {
      method: 'balance',
      name: '余额支付',
      detail: <>账户余额 ¥{money?.balance ?? '—'}</>,
      reason:
        balance !== null && balance < payable
          ? `余额不足，还差¥${((payable - balance) / 100).toFixed(2)}`
          : null,
    },
    {
      method: 'credit',
      name: '账期支付',
      detail: credit ? (
        <>
          可用额度 ¥{credit.available}（总额度 ¥{credit.limit}）
          {Number(credit.overdue) > 0 && <em className="text-red">，逾期 ¥{credit.overdue}</em>}
        </>
      ) : (
        '查询额度中…'
      ),
      reason: credit && credit.usable === 0 ? (credit.reason ?? '账期暂不可用') : null,
    },
    ...online.map((m) => ({
      method: m.method,
      name: m.name,
      detail:
        m.kind === 'qrcode' ? '微信扫码支付' : m.method === 'alipay' ? '跳转支付宝付款' : '跳转支付平台付款',
      reason: order.has_special ? '含特殊药品订单仅支持对公账户支付' : null,
    })),
  ];
}

/** 支付订单 (/cart/step3/{id}, and /cart/hm?order_id= for 含特殊药品 orders). */
export function PayOrderPage() {
  const { id: routeId } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const isHm = pathname === paths.cartHm;
  const orderId = readId(routeId ?? params.get('order_id'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, isLoading, error, refetch } = useOrderDetail(orderId);
  const methods = usePayMethods(order);
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const [paying, setPaying] = useState(false);
  /** WeChat Pay's code while the buyer scans it; the order is polled until it is paid. */
  const [qr, setQr] = useState<{ codeUrl: string; orderId: number } | null>(null);
  const expire = useCallback(() => void refetch(), [refetch]);
  const paidMeanwhile = qr !== null && order !== undefined && order.status !== 'unpaid';
  useEffect(() => {
    if (!qr) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [qr, refetch]);
  useEffect(() => {
    if (paidMeanwhile && order.status !== 'cancelled') {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      navigate(paths.cartStep4With(order.id), { replace: true });
    }
  }, [paidMeanwhile, order, navigate, queryClient]);

  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    return <Result status="404" title="订单不存在" extra={<Link to={paths.orders}>查看我的订单</Link>} />;
  }
  if (isLoading) {
    return (
      <div className="container pay-page" data-testid="step3-page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (!order) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="container pay-page" data-testid="step3-page">
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '订单不存在' : '订单信息加载失败'}
          extra={<Link to={paths.orders}>查看我的订单</Link>}
        />
      </div>
    );
  }
  // 含特殊药品 orders pay on the company-account page.
  if (order.has_special === 1 && !isHm) return <Navigate to={paths.cartHmWith(order.id)} replace />;

  if (order.status === 'pending_approval') {
    return (
      <div className="container pay-page" data-testid="step3-page">
        <Result
          status="info"
          title="订单已提交，等待总部审批"
          subTitle={`订单号 ${order.order_no}，应付¥${order.payable_amount}。订单金额超过总部设定的审批金额，总部审批通过后即可在“我的订单”中支付；逾期未审批系统将自动取消并退回库存。`}
          extra={
            <>
              <Link to={paths.orderInfo(order.id)}>
                <Button type="primary">查看订单</Button>
              </Link>
              <Link to={paths.list}>
                <Button>继续采购</Button>
              </Link>
            </>
          }
          data-testid="pay-awaiting-approval"
        />
      </div>
    );
  }

  if (order.status !== 'unpaid') {
    const cancelled = order.status === 'cancelled';
    return (
      <div className="container pay-page" data-testid="step3-page">
        <Result
          status={cancelled ? 'warning' : 'success'}
          title={cancelled ? '订单已取消' : '订单已支付'}
          subTitle={cancelled ? order.cancel_reason || '请重新下单' : `订单号 ${order.order_no}`}
          extra={
            <>
              <Link to={paths.orderInfo(order.id)}>
                <Button type="primary">查看订单</Button>
              </Link>
              <Link to={paths.list}>
                <Button>继续采购</Button>
              </Link>
            </>
          }
        />
      </div>
    );
  }

  const method = chosen ?? methods.find((m) => m.reason === null)?.method ?? null;
  const pay = async () => {
    if (!method) return;
    setPaying(true);
    try {
      const result = await payOrder(order.id, method);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      if (result.status === 'paid') {
        navigate(paths.cartStep4With(order.id), { replace: true });
      } else if ('redirect_url' in result) {
        window.location.assign(result.redirect_url);
      } else if ('code_url' in result) {
        setQr({ codeUrl: result.code_url, orderId: order.id });
        setPaying(false);
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      void refetch();
      setPaying(false);
    }
  };

  return (
    <div className="container pay-page" data-testid="step3-page">
      <div className="pay-summary">
        <div>
          <h1>订单提交成功，请尽快支付！</h1>
          <p>
            订单号：<b data-testid="pay-order-no">{order.order_no}</b>
            <span className="pay-summary__sep">
              共 {order.goods_count} 种 {order.total_number} 件商品
            </span>
            <Link to={paths.orderInfo(order.id)}>订单详情</Link>
          </p>
          <p className="cell-grey">
            请在 <PayCountdown seconds={order.seconds_left} onEnd={expire} /> 内完成支付，超时订单将自动取消
          </p>
        </div>
        <div className="pay-summary__amount">
          应付金额 <b data-testid="pay-amount">¥{order.payable_amount}</b>
        </div>
      </div>
      {order.has_special === 1 && (
        <Alert
          type="warning"
          showIcon
          className="pay-alert"
          title="含特殊药品订单"
          description={SPECIAL_ORDER_NOTICE}
        />
      )}
      <section className="pay-section">
        <h2>选择支付方式</h2>
        <PayMethods
          methods={isHm ? methods.filter((m) => m.method === 'balance' || m.method === 'credit') : methods}
          value={method}
          onChange={setChosen}
        />
        <div className="pay-actions">
          <Button
            type="primary"
            size="large"
            disabled={!method}
            loading={paying}
            onClick={pay}
            data-testid="pay-submit"
          >
            {method === 'wechat'
              ? '生成微信支付二维码'
              : method === 'alipay'
                ? '去支付宝付款'
                : method === 'online'
                  ? '去支付平台付款'
                  : '立即支付'}{' '}
            ¥{order.payable_amount}
          </Button>
        </div>
        {qr && method === 'wechat' && <WechatPayQr codeUrl={qr.codeUrl} amount={order.payable_amount} />}
      </section>
    </div>
  );
}

export default PayOrderPage;
