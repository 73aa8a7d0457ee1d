import { Link } from 'react-router';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import type { OrderSummary } from '../api/types';
import { DocumentsPackLink } from './documents-pack-link';
import { OrderActions } from './order-actions';
import { formatTime } from '@yaocai/web-kit/format';

const MAX_LINES = 5;

/** One order in the list: number, date, status, its lines with batch and expiry, amount, actions. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const shown = order.lines.slice(0, MAX_LINES);
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.id}>
      <header className="order-card__head">
        <span>{formatTime(order.created_at)}</span>
        <span>
          订单号：
          <Link to={paths.orderInfo(order.id)} className="order-card__no" data-testid="order-no">
            {order.order_no}
          </Link>
        </span>
        {order.has_special === 1 && (
          <em className="order-card__special">含特殊药品 · 回执{order.receipt_status_name}</em>
        )}
        <span className={`order-status order-status--${order.status}`}>{order.status_name}</span>
      </header>
      <div className="order-card__body">
        <table className="order-card__lines">
          <tbody>
            {shown.map((line) => (
              <tr key={line.id}>
                <td className="order-card__goods">
                  <span className="order-goods__img">
                    {line.goods_image ? (
                      <img src={line.goods_image} alt="" loading="lazy" />
                    ) : (
                      <MedicineBoxOutlined />
                    )}
                  </span>
                  <div>
                    <div className="order-goods__name">
                      {line.is_gift === 1 && <em className="order-goods__flag">赠品</em>}
                      {line.goods_name}
                    </div>
                    <div className="order-goods__meta">
                      {line.spec} ｜ {line.manufacturer}
                    </div>
                  </div>
                </td>
                <td className="order-card__batch" data-testid="order-line-batch">
                  批号 {line.batch_no}
                  <br />
                  <span className="cell-grey">效期至 {line.expires_on}</span>
                </td>
                <td className="order-card__qty">
                  ¥{line.price} × {line.quantity}
                  {line.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="order-card__amount">
          <b className="text-red">¥{order.payable_amount}</b>
          <span className="cell-grey">
            共{order.total_number}件
            {Number(order.shipping_amount) > 0 ? `（含运费¥${order.shipping_amount}）` : '（免运费）'}
          </span>
          {order.pay_method_name && <span className="cell-grey">{order.pay_method_name}</span>}
          {order.status === 'pending_approval' && (
            <span className="order-card__approval" data-testid="order-awaiting-approval">
              需总部审批后支付
            </span>
          )}
        </div>
        <div className="order-card__ops">
          <Link to={paths.orderInfo(order.id)} className="order-card__detail">
            订单详情
          </Link>
          <DocumentsPackLink order={order} />
          <OrderActions order={order} />
        </div>
      </div>
      {order.lines.length > MAX_LINES && (
        <Link to={paths.orderInfo(order.id)} className="order-card__more">
          还有 {order.lines.length - MAX_LINES} 种商品，查看全部 &gt;
        </Link>
      )}
    </article>
  );
}
