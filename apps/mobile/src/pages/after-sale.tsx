import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Image, ImageViewer, Input, Selector, Skeleton, Steps, Toast } from 'antd-mobile';
import { afterSaleDetail, afterSaleReturnParcel, type AfterSaleDetailAnswer } from '@yaocai/contract';
import { LOGISTICS_COMPANY_NAMES } from '@yaocai/domain';
import { afterSaleSteps } from '@yaocai/web-kit/after-sale';
import { formatTime } from '@yaocai/web-kit/format';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';
import './after-sale.css';

/** 售后详情 (/m/after-sales/{id}): state and its steps, the return parcel to enter, goods, refund and photos. */
export function AfterSalePage() {
  const id = Number(useParams().id);
  const sale = useQuery({
    queryKey: ['after-sale', id],
    queryFn: ({ signal }) => call(afterSaleDetail, { id }, { signal }),
  });
  const s = sale.data;
  if (sale.isError)
    return (
      <NavPage title="售后详情">
        <ErrorBlock status="empty" title="售后申请不存在" description="" />
      </NavPage>
    );
  if (!s)
    return (
      <NavPage title="售后详情">
        <Skeleton.Paragraph lineCount={10} animated />
      </NavPage>
    );
  const steps = afterSaleSteps(s.kind, s.status);
  const exchange = s.kind === 'exchange';
  const refunded = s.refunds.length > 0;
  return (
    <NavPage title="售后详情" testId="m-after-sale">
      <div className="red-head as-head">
        <div className="as-status" data-testid="m-as-status">
          {s.kind_name} · {s.status_name}
        </div>
        <div style={{ fontSize: 12 }}>售后单号 {s.after_sale_no}</div>
      </div>
      <div className="section" style={{ marginTop: 0 }}>
        <Steps current={steps.current}>
          {steps.items.map((item, i) => (
            <Steps.Step
              key={item.title}
              title={item.title}
              status={steps.error && i === steps.current ? 'error' : undefined}
            />
          ))}
        </Steps>
      </div>
      {s.status === 'rejected' ? (
        <div className="as-notice is-error">申请被拒绝：{s.refuse_reason || '请联系客服了解详情'}</div>
      ) : null}
      {s.status === 'approved' && s.kind !== 'refund_only' ? (
        <div className="as-notice">
          申请已同意，请将商品连同随货单据寄回，并在包裹内注明售后单号；寄出后请填写退货物流。
        </div>
      ) : null}
      {s.can_enter_return_parcel ? <ReturnParcel id={s.id} /> : null}
      {s.parcels.length > 0 ? (
        <div className="section" data-testid="m-as-parcels">
          <div className="section-title">物流信息</div>
          {s.parcels.map((p) => (
            <div key={p.id} className="kv">
              <span>{p.purpose === 'replacement' ? '换货发出' : '退回包裹'}</span>
              <span>
                {p.carrier} {p.number} · {p.state_name}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      <div className="section">
        <div className="section-title">售后商品</div>
        {s.lines.map((l) => (
          <div key={l.id} className="as-line">
            <div className="as-line-name">
              {l.goods_name} <span className="muted">{l.spec}</span>
            </div>
            <div className="muted">
              批号 {l.batch_no} · 效期至 {l.expires_on} · ¥{l.price} × {l.quantity}
              {l.unit}
            </div>
          </div>
        ))}
        {s.replacements.map((r) => (
          <div key={`${r.after_sale_line_id}-${r.batch_no}`} className="as-line">
            <div className="as-line-name">换货：{r.goods_name}</div>
            <div className="muted">
              批号 {r.batch_no} · 效期至 {r.expires_on} · × {r.quantity}
            </div>
          </div>
        ))}
      </div>
      <div className="section">
        <div className="section-title">{exchange ? '售后信息' : '退款信息'}</div>
        <div className="kv">
          <span>售后原因</span>
          <span>{s.reason}</span>
        </div>
        {exchange ? (
          <div className="kv">
            <span>处理方式</span>
            <span>换货不退款，收到退回商品后发出同品种新货</span>
          </div>
        ) : (
          <>
            <div className="kv">
              <span>{refunded ? '已退款' : '预计退款'}</span>
              <span className="price">¥{refunded ? s.refund_amount : s.estimated_refund}</span>
            </div>
            {s.refunds.map((r) => (
              <div key={r.destination} className="kv">
                <span>{r.destination_name}</span>
                <span>¥{r.amount}</span>
              </div>
            ))}
          </>
        )}
        <div className="kv">
          <span>申请时间</span>
          <span>{formatTime(s.created_at)}</span>
        </div>
        <div className="kv">
          <span>订单</span>
          <Link to={m.order(s.order_id)} style={{ color: '#1677ff', minHeight: 44 }}>
            {s.order_no}
          </Link>
        </div>
        <Photos photos={s.photos} />
      </div>
    </NavPage>
  );
}

function Photos({ photos }: { photos: AfterSaleDetailAnswer['photos'] }) {
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <div className="as-label">凭证照片</div>
      <div className="photo-row" data-testid="m-as-photos">
        {photos.map((src, i) => (
          <button key={i} type="button" className="icon-btn" onClick={() => setShown(i)}>
            <Image src={src} width={72} height={72} fit="cover" alt={`凭证照片${i + 1}`} />
          </button>
        ))}
      </div>
      <ImageViewer.Multi
        images={photos}
        visible={shown !== null}
        defaultIndex={shown ?? 0}
        onClose={() => setShown(null)}
      />
    </>
  );
}

/** 填写退货物流: the carrier and number of the parcel the buyer sends back (退货退款, 换货). */
function ReturnParcel({ id }: { id: number }) {
  const client = useQueryClient();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const enter = useMutation({
    mutationFn: () => call(afterSaleReturnParcel, { id, carrier: carrier!, number: number.trim() }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: '退货物流已提交' });
      void client.invalidateQueries({ queryKey: ['after-sale', id] });
      void client.invalidateQueries({ queryKey: ['after-sales'] });
    },
  });
  const submit = () => {
    if (!carrier) Toast.show({ content: '请选择物流公司' });
    else if (!/^[A-Za-z0-9-]{4,64}$/.test(number.trim())) Toast.show({ content: '运单号格式不正确' });
    else enter.mutate();
  };
  return (
    <div className="section" data-testid="m-return-parcel">
      <div className="section-title">填写退货物流</div>
      <Selector
        columns={3}
        value={carrier ? [carrier] : []}
        onChange={(v) => setCarrier(v[0] ?? null)}
        options={LOGISTICS_COMPANY_NAMES.map((name) => ({ label: name, value: name }))}
      />
      <div className="as-label">运单号</div>
      <Input
        className="as-detail"
        placeholder="例如 SF1234567890"
        value={number}
        onChange={setNumber}
        maxLength={64}
        data-testid="m-return-parcel-number"
      />
      <Button
        block
        color="primary"
        style={{ marginTop: 12 }}
        loading={enter.isPending}
        onClick={submit}
        data-testid="m-return-parcel-submit"
      >
        提交退货物流
      </Button>
    </div>
  );
}
