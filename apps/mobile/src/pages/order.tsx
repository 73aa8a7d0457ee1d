import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Skeleton, Steps, Toast } from 'antd-mobile';
import { orderCancel, orderConfirm, orderDetail, orderReorder, payOrder } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { call } from '../lib/http';
import { NavPage } from '../components/page';
import { ReceiptSection } from '../components/receipt-upload';
import { allowedKinds } from '@yaocai/web-kit/after-sale';
import { m } from '../lib/mobile-paths';

/** 订单详情: state, address, lines with batches, amounts, the parcels' steps and the order's actions. */
export function OrderPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => call(orderDetail, { id }, { signal }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['order', id] });
  const pay = useMutation({
    mutationFn: () => call(payOrder, { order_id: id, method: 'balance' }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: '支付成功' });
      refresh();
    },
  });
  const cancel = useMutation({ mutationFn: () => call(orderCancel, { id }), onSuccess: refresh });
  const confirm = useMutation({ mutationFn: () => call(orderConfirm, { id }), onSuccess: refresh });
  const navigate = useNavigate();
  // 再次购买: the order's goods go back into the cart (changed prices and 控销 goods are told), then the cart.
  const reorder = useMutation({
    mutationFn: () => call(orderReorder, { id }),
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: ['cart'] });
      void client.invalidateQueries({ queryKey: ['cart-total'] });
      const skipped = r.not_added > 0 ? `，${r.not_added} 种未加入` : '';
      Toast.show({ content: `已加入购物车 ${r.added + r.changed} 种${skipped}` });
      void navigate('/cart');
    },
  });

  const o = order.data;
  if (!o)
    return (
      <NavPage title="订单详情">
        <Skeleton.Paragraph lineCount={10} animated />
      </NavPage>
    );
  const can = (action: string) => o.actions.includes(action);
  return (
    <NavPage title="订单详情" testId="m-order">
      <div className="red-head" style={{ flexDirection: 'column', alignItems: 'flex-start', padding: 16 }}>
        <div style={{ fontSize: 18, fontWeight: 600 }} data-testid="m-order-status">
          {o.status_name}
        </div>
        <div style={{ fontSize: 12 }}>订单号 {o.order_no}</div>
        {o.status === 'unpaid' && o.seconds_left > 0 ? (
          <div style={{ fontSize: 12 }}>请在 {Math.ceil(o.seconds_left / 60)} 分钟内支付</div>
        ) : null}
      </div>
      <div className="section" style={{ marginTop: 0 }}>
        <div style={{ fontWeight: 500 }}>
          {o.address.consignee} {o.address.phone}
        </div>
        <div className="muted" style={{ marginTop: 4 }}>
          {o.address.address}
        </div>
      </div>
      {o.parcels.length > 0 ? (
        <div className="section" data-testid="m-order-logistics">
          <div className="section-title">物流信息</div>
          {o.parcels.map((p) => (
            <div key={p.id}>
              <div className="kv">
                <span>{p.carrier}</span>
                <span>
                  {p.number} · {p.state_name}
                </span>
              </div>
              <Steps direction="vertical" current={0}>
                {p.steps.slice(0, 6).map((s, index) => (
                  <Steps.Step
                    key={index}
                    title={s.text}
                    description={`${formatTime(s.time)}${s.place ? ` · ${s.place}` : ''}`}
                    status={index === 0 ? 'process' : 'finish'}
                  />
                ))}
              </Steps>
            </div>
          ))}
        </div>
      ) : o.logistics.no ? (
        <div className="section">
          <div className="kv">
            <span>{o.logistics.company}</span>
            <span>{o.logistics.no}</span>
          </div>
        </div>
      ) : null}
      <List header={`商品（${o.lines.length}种）`}>
        {o.lines.map((l) => (
          <List.Item
            key={l.id}
            description={`${l.spec} · ${l.manufacturer}${l.batch_no ? ` · 批号${l.batch_no} 效期至${l.expires_on}` : ''}`}
            extra={
              <span>
                x{l.quantity}
                <br />
                <span className="price">¥{l.amount}</span>
              </span>
            }
          >
            <span style={{ fontSize: 14 }}>{l.goods_name}</span>
          </List.Item>
        ))}
      </List>
      <div className="section">
        <div className="kv">
          <span>商品金额</span>
          <span>¥{o.amounts.goods_amount}</span>
        </div>
        {Number(o.amounts.manjian_amount) > 0 ? (
          <div className="kv">
            <span>满减</span>
            <span>-¥{o.amounts.manjian_amount}</span>
          </div>
        ) : null}
        {Number(o.amounts.coupon_amount) > 0 ? (
          <div className="kv">
            <span>优惠券</span>
            <span>-¥{o.amounts.coupon_amount}</span>
          </div>
        ) : null}
        <div className="kv">
          <span>运费</span>
          <span>¥{o.amounts.shipping_amount}</span>
        </div>
        <div className="kv">
          <span>实付</span>
          <span className="price" data-testid="m-order-payable">
            ¥{o.amounts.payable_amount}
          </span>
        </div>
        <div className="kv">
          <span>支付方式</span>
          <span>{o.pay_method_name ?? '—'}</span>
        </div>
        <div className="kv">
          <span>下单时间</span>
          <span>{formatTime(o.created_at)}</span>
        </div>
      </div>
      <ReceiptSection order={o} canUpload={can('upload_receipt')} />
      {o.after_sales.length > 0 ? (
        <List header="售后记录" data-testid="m-order-after-sales">
          {o.after_sales.map((sale) => (
            <List.Item key={sale.id} onClick={() => navigate(m.afterSale(sale.id))} extra={sale.status_name}>
              {sale.kind_name} {sale.after_sale_no}
            </List.Item>
          ))}
        </List>
      ) : null}
      {o.timeline.length > 0 ? (
        <div className="section">
          <div className="section-title">订单动态</div>
          {o.timeline.map((t, i) => (
            <div key={i} className="kv">
              <span>{formatTime(t.time).slice(5)}</span>
              <span>{t.text}</span>
            </div>
          ))}
        </div>
      ) : null}
      <div className="bottom-bar" style={{ justifyContent: 'flex-end' }}>
        <Button loading={reorder.isPending} onClick={() => reorder.mutate()} data-testid="m-order-reorder">
          再次购买
        </Button>
        {can('after_sale') && allowedKinds(o.status).length > 0 ? (
          <Button onClick={() => navigate(m.afterSaleApply(o.id))} data-testid="m-order-after-sale">
            申请售后
          </Button>
        ) : null}
        {can('cancel') ? (
          <Button
            onClick={() =>
              void Dialog.confirm({ content: '确定取消这个订单？' }).then((ok) => ok && cancel.mutate())
            }
          >
            取消订单
          </Button>
        ) : null}
        {can('confirm') ? (
          <Button color="primary" onClick={() => confirm.mutate()}>
            确认收货
          </Button>
        ) : null}
        {can('pay') ? (
          <Button color="primary" loading={pay.isPending} onClick={() => pay.mutate()}>
            余额支付
          </Button>
        ) : null}
      </div>
    </NavPage>
  );
}
