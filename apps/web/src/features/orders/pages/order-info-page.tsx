import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Descriptions, Empty, Result, Skeleton, Steps, Timeline } from 'antd';
import { isOrderStatus } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useOrderDetail } from '../api/orders';
import type { OrderDetail } from '../api/types';
import { afterSaleHref } from '../components/after-sale-list';
import { AfterSaleModal, allowedKinds } from '../components/after-sale-modal';
import { AmountsBreakdown } from '../components/amounts-breakdown';
import { ApprovalNotice } from '../components/approval-notice';
import { DocumentsPackLink } from '../components/documents-pack-link';
import { OrderActions } from '../components/order-actions';
import { OrderLinesTable } from '../components/order-lines-table';
import { ParcelTrack } from '../components/parcel-track';
import { TraceCodesSection } from '../components/trace-codes-section';
import { RecallNotices } from '../components/recall-notices';
import { ColdChainRecord } from '../components/cold-chain-record';
import { UserCentreFrame } from '../components/user-centre-menu';
import { OrderInvoiceLinks } from '../../service/components/order-invoice-links';
import { formatTimeWithSeconds } from '@yaocai/web-kit/format';

const time = (iso: string | null | undefined) => (iso ? formatTimeWithSeconds(iso) : '—');

function progress(order: OrderDetail): number {
  if (!isOrderStatus(order.status)) return 0;
  return { pending_approval: 0, unpaid: 0, to_ship: 1, shipped: 2, completed: 4, cancelled: 0 }[order.status];
}

function OrderSteps({ order }: { order: OrderDetail }) {
  if (order.status === 'cancelled') return null;
  return (
    <Steps
      className="order-steps"
      size="small"
      current={progress(order)}
      items={[
        { title: '提交订单', content: time(order.created_at) },
        { title: '付款成功', content: order.paid_at ? time(order.paid_at) : undefined },
        {
          title: '商品出库',
          content: order.logistics.shipped_at ? time(order.logistics.shipped_at) : undefined,
        },
        { title: '确认收货', content: order.status === 'completed' ? '订单完成' : undefined },
      ]}
    />
  );
}

/** 订单详情 (/order/info/{id}): lines with 批号 and 有效期, amounts, payment, logistics, actions, after-sales. */
export function OrderInfoPage() {
  const { id = '' } = useParams();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: order, isLoading, error } = useOrderDetail(orderId);
  const [applyOpen, setApplyOpen] = useState(params.get('after_sale') === '1');

  if (isLoading) {
    return (
      <UserCentreFrame testId="order-detail-loading">
        <Skeleton active paragraph={{ rows: 12 }} />
      </UserCentreFrame>
    );
  }
  if (!order) {
    const missing = !Number.isSafeInteger(orderId) || (error instanceof ApiError && error.status === 404);
    return (
      <UserCentreFrame>
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '订单不存在' : '订单加载失败'}
          extra={<Link to={paths.orders}>返回我的订单</Link>}
        />
      </UserCentreFrame>
    );
  }
  const canApply = order.actions.includes('after_sale') && allowedKinds(order.status).length > 0;
  const closeApply = () => {
    setApplyOpen(false);
    if (params.has('after_sale')) setParams({}, { replace: true });
  };

  return (
    <UserCentreFrame testId="order-detail">
      <div className="order-info__head">
        <div>
          <h1>
            订单号 <span data-testid="order-detail-no">{order.order_no}</span>
          </h1>
          <p>
            状态：<b className={`order-status order-status--${order.status}`}>{order.status_name}</b>
            {order.status === 'cancelled' && order.cancel_reason && (
              <span className="cell-grey">（{order.cancel_reason}）</span>
            )}
            {order.has_special === 1 && (
              <em className="order-card__special">含特殊药品 · 回执{order.receipt_status_name}</em>
            )}
          </p>
          <ApprovalNotice order={order} />
        </div>
        <div className="order-info__tools">
          <DocumentsPackLink order={order} variant="button" />
          <OrderActions
            order={order}
            size="middle"
            onApplyAfterSale={canApply ? () => setApplyOpen(true) : undefined}
            hideLogistics
          />
        </div>
      </div>
      <RecallNotices orderId={order.id} />
      <OrderSteps order={order} />
      <section className="uc-section">
        <h2>商品清单</h2>
        <OrderLinesTable lines={order.lines} />
        <div className="order-info__amounts">
          <AmountsBreakdown
            amounts={order.amounts}
            payableLabel={order.paid_at ? '实付金额' : '应付金额'}
            paid={order.pay_method_name}
          />
        </div>
      </section>
      <section className="uc-section">
        <h2>订单信息</h2>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="收货人">
            {order.address.consignee} {order.address.phone}
          </Descriptions.Item>
          <Descriptions.Item label="收货地址">{order.address.address}</Descriptions.Item>
          <Descriptions.Item label="下单时间（北京时间）">{time(order.created_at)}</Descriptions.Item>
          <Descriptions.Item label="支付">
            {order.pay_method_name ? `${order.pay_method_name}，${time(order.paid_at)}` : '未支付'}
          </Descriptions.Item>
          <Descriptions.Item label="发票">
            {order.invoice.type === 1
              ? `电子发票：${order.invoice.title}（税号 ${order.invoice.tax_number}）`
              : '电子发票：按公司开票信息开具'}
            <OrderInvoiceLinks orderNo={order.order_no} paid={Boolean(order.paid_at)} />
          </Descriptions.Item>
          <Descriptions.Item label="备注">{order.remark || '—'}</Descriptions.Item>
        </Descriptions>
      </section>
      <TraceCodesSection orderId={order.id} status={order.status} />
      <ColdChainRecord
        orderId={order.id}
        received={order.status === 'shipped' || order.status === 'completed'}
      />
      <section className="uc-section" id="logistics">
        <h2>物流信息</h2>
        {order.parcels.length > 0 ? (
          order.parcels.map((p) => <ParcelTrack key={p.id} parcel={p} />)
        ) : order.logistics.no ? (
          <p>
            {order.logistics.company} 运单号 {order.logistics.no}
          </p>
        ) : (
          <Empty description="暂无物流信息" />
        )}
      </section>
      {order.timeline.length > 0 && (
        <section className="uc-section">
          <h2>订单跟踪</h2>
          <Timeline
            className="order-timeline"
            data-testid="order-timeline"
            items={order.timeline.map((t, i) => ({
              color: i === 0 ? 'blue' : 'gray',
              content: (
                <>
                  <div>{t.text}</div>
                  <div className="cell-grey">{time(t.time)}</div>
                </>
              ),
            }))}
          />
        </section>
      )}
      {order.after_sales.length > 0 && (
        <section className="uc-section">
          <h2>售后记录</h2>
          <ul className="order-info__sales">
            {order.after_sales.map((s) => (
              <li key={s.id}>
                <Link to={afterSaleHref(s)} data-testid="order-after-sale-link">
                  {s.after_sale_no}
                </Link>{' '}
                {s.kind_name} · <b>{s.status_name}</b>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canApply && (
        <AfterSaleModal
          order={order}
          open={applyOpen}
          onClose={closeApply}
          onApplied={(sale) => navigate(afterSaleHref(sale))}
        />
      )}
    </UserCentreFrame>
  );
}

export default OrderInfoPage;
