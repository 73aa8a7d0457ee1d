import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Radio, Result, Skeleton } from 'antd';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { cartQueryKey } from '../../cart/api/cart-list';
import { createOrder, useCheckoutPreview } from '../api/checkout';
import type { CheckoutPreview, DiscountChoice } from '../api/types';
import { AddressPicker } from '../components/address-picker';
import { AmountsBreakdown } from '../components/amounts-breakdown';
import { CheckoutLines } from '../components/checkout-lines';
import { DiscountsPanel } from '../components/discounts-panel';
import { useIdempotencyKey } from '../lib/idempotency';

/** "1,2,3" → [1, 2, 3]; anything unreadable is dropped. */
export function parseIds(raw: string | null): number[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .filter((s) => /^\d{1,10}$/.test(s))
        .map(Number),
    ),
  ].filter((n) => n > 0);
}

function Notices({ preview }: { preview: CheckoutPreview }) {
  return (
    <>
      {preview.refusals.map((r) => (
        <Alert
          key={`${r.id}-${r.reason}`}
          type="error"
          showIcon
          className="checkout-alert"
          title={r.name ? `${r.name}：${r.reason}` : r.reason}
          data-testid="checkout-refusal"
        />
      ))}
      {preview.price_changes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="checkout-alert"
          data-testid="checkout-price-change"
          title="以下商品价格有变动，订单将按新价格结算，请确认："
          description={preview.price_changes.map((c) => `${c.name}：¥${c.from} → ¥${c.to}`).join('；')}
        />
      )}
      {preview.errors.map((e) => (
        <Alert key={e.field} type="warning" showIcon className="checkout-alert" title={e.message} />
      ))}
      {preview.notices?.map((n) => (
        <Alert
          key={n.field}
          type={n.field === 'qualification' ? 'warning' : 'info'}
          showIcon
          className="checkout-alert"
          title={n.message}
          action={
            n.field === 'qualification' ? (
              <Link to="/zzzj" data-testid="checkout-update-documents">
                去更新资质
              </Link>
            ) : undefined
          }
        />
      ))}
      {preview.has_special === 1 && (
        <Alert
          type="info"
          showIcon
          className="checkout-alert"
          title="本订单含特殊药品（含麻黄碱类复方制剂）：仅支持对公账户（余额或账期）支付，收货后请在“含麻订单回执”上传签字回执。"
        />
      )}
    </>
  );
}

/** 核对订单信息 (/cart/step2): address, invoice, discounts, remark, lines with batches, amounts. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const idempotencyKey = useIdempotencyKey();
  const [choice, setChoice] = useState<DiscountChoice>({});
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState<0 | 1>(0);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { data: preview, isLoading, isFetching, error } = useCheckoutPreview(ids, choice);

  if (ids.length === 0) {
    return (
      <div className="container checkout-page" data-testid="step2-page">
        <Result
          status="info"
          title="请先在购物车中选择要结算的商品"
          extra={<Link to={paths.cart}>返回购物车</Link>}
        />
      </div>
    );
  }
  if (isLoading || (!preview && !error)) {
    return (
      <div className="container checkout-page" data-testid="step2-page">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (!preview) {
    return (
      <div className="container checkout-page" data-testid="step2-page">
        <Result
          status="warning"
          title={error instanceof ApiError && error.message ? error.message : '订单信息加载失败'}
          extra={<Link to={paths.cart}>返回购物车修改</Link>}
        />
      </div>
    );
  }

  const address =
    addressId ?? preview.addresses.find((a) => a.is_default === 1)?.id ?? preview.addresses[0]?.id ?? null;
  const blocked =
    preview.refusals[0]?.reason ??
    preview.errors[0]?.message ??
    (address === null ? '请先添加收货地址' : preview.can_submit ? null : '订单暂不能提交');

  const place = async () => {
    if (address === null) return;
    setSubmitting(true);
    try {
      const order = await createOrder({
        ids,
        address_id: address,
        invoice_type: invoiceType,
        remark,
        idempotency_key: idempotencyKey,
        ...choice,
      });
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      navigate(order.has_special ? paths.cartHmWith(order.order_id) : paths.cartStep3(order.order_id), {
        replace: true,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A price change or refusal was shown by http.ts; the new preview lists what changed.
      void queryClient.invalidateQueries({ queryKey: ['orders', 'checkout'] });
      setSubmitting(false);
    }
  };

  const submit = () => {
    if (preview.price_changes.length === 0) return void place();
    modal.confirm({
      title: '商品价格有变动',
      content: preview.price_changes.map((c) => `${c.name}：¥${c.from} → ¥${c.to}`).join('；'),
      okText: '按新价格提交',
      cancelText: '返回修改',
      onOk: place,
    });
  };

  return (
    <div className="container checkout-page" data-testid="step2-page">
      <h1 className="checkout-title">核对订单信息</h1>
      <Notices preview={preview} />
      <section className="checkout-section">
        <h2>
          收货地址
          <Link to={paths.addresses} className="checkout-section__link" data-testid="manage-addresses">
            管理收货地址
          </Link>
        </h2>
        <AddressPicker addresses={preview.addresses} value={address} onChange={setAddressId} />
      </section>
      <section className="checkout-section">
        <h2>发票信息</h2>
        <Radio.Group
          value={invoiceType}
          onChange={(e) => setInvoiceType(e.target.value as 0 | 1)}
          options={preview.invoice.types.map((t) => ({ value: t.id, label: t.name }))}
          data-testid="invoice-type"
        />
        {invoiceType === 1 && (
          <div className="checkout-invoice" data-testid="invoice-title">
            发票抬头：<b>{preview.invoice.title || '（未填写）'}</b>
            <span>税号：{preview.invoice.tax_number || '（未填写）'}</span>
            <span className="cell-grey">订单支付后开具电子发票，可在“电子发票”中查询下载</span>
          </div>
        )}
      </section>
      <section className="checkout-section">
        <h2>商品清单</h2>
        <CheckoutLines preview={preview} />
      </section>
      <section className="checkout-section checkout-section--split">
        <div>
          <h2>优惠与备注</h2>
          <DiscountsPanel preview={preview} choice={choice} onChange={setChoice} />
          <label className="discounts__row">
            <span className="discounts__label">订单备注</span>
            <Input.TextArea
              className="checkout-remark"
              value={remark}
              maxLength={200}
              showCount
              rows={2}
              placeholder="选填：对本次采购的说明（如发货要求）"
              onChange={(e) => setRemark(e.target.value)}
              data-testid="order-remark"
            />
          </label>
        </div>
        <div className="checkout-summary">
          <AmountsBreakdown amounts={preview.amounts} />
          {blocked && <div className="checkout-blocked">{blocked}</div>}
          <Button
            type="primary"
            size="large"
            block
            disabled={blocked !== null || isFetching}
            loading={submitting}
            onClick={submit}
            data-testid="submit-order"
          >
            提交订单
          </Button>
          <Link to={paths.cart} className="checkout-back">
            返回购物车修改
          </Link>
        </div>
      </section>
    </div>
  );
}

export default CheckoutPage;
