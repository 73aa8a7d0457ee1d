import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popup, Radio, Skeleton, Space, TextArea } from 'antd-mobile';
import { cartCheckout, orderCreate, type CheckoutPreviewAnswer } from '@yaocai/contract';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';
import { compactChoice, type DiscountChoice } from '@yaocai/web-kit/checkout';
import { DiscountsSection } from '../components/discounts';

type PayMethod = 'balance' | 'credit' | 'online';
const newKey = () => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** 结算: address, coupon, 现金券, red packet, payment (balance, credit, online) and the amounts; 提交订单 pays at once. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const ids = useMemo(() => (params.get('ids') ?? '').split(',').filter(Boolean).map(Number), [params]);
  const [choice, setChoice] = useState<DiscountChoice>({});
  const [addressId, setAddressId] = useState<number | null>(null);
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [remark, setRemark] = useState('');
  const [picker, setPicker] = useState<'address' | null>(null);
  const [key] = useState(newKey);

  const preview = useQuery({
    queryKey: ['checkout', ids, compactChoice(choice)],
    queryFn: ({ signal }) => call(cartCheckout, { ids, ...compactChoice(choice) }, { signal }),
    placeholderData: (previous) => previous,
  });
  const data = preview.data;
  const address =
    data?.addresses.find((a) => a.id === addressId) ??
    data?.addresses.find((a) => a.is_default === 1) ??
    data?.addresses[0];
  const usableMethods = (data?.payment_methods ?? []).filter((p) => p.usable === 1);
  const chosen = method ?? (usableMethods[0]?.method as PayMethod | undefined) ?? null;

  const submit = useMutation({
    mutationFn: () =>
      call(orderCreate, {
        ids,
        address_id: address!.id,
        idempotency_key: key,
        pay_method: chosen ?? undefined,
        remark,
        ...compactChoice(choice),
      }),
    onSuccess: (order) => {
      void client.invalidateQueries({ queryKey: ['cart'] });
      void client.invalidateQueries({ queryKey: ['cart-total'] });
      const pay = order.pay as { redirect_url?: string } | null;
      if (pay?.redirect_url) window.location.href = pay.redirect_url;
      else navigate(m.payDone(order.order_id), { replace: true });
    },
  });

  if (!data)
    return (
      <NavPage title="确认订单">
        <Skeleton.Paragraph lineCount={10} animated />
      </NavPage>
    );
  const blocked = data.can_submit !== 1 || !address;

  return (
    <NavPage title="确认订单" testId="m-checkout">
      <List header="收货地址">
        <List.Item
          onClick={() => (address ? setPicker('address') : navigate(m.addressesAndBack))}
          description={address ? address.full_address : undefined}
          data-testid="m-checkout-address"
        >
          {address ? `${address.consignee} ${address.phone}` : '添加收货地址'}
        </List.Item>
      </List>
      <List header={`商品（${data.lines.length}种）`}>
        {data.lines.map((line) => (
          <List.Item
            key={line.id}
            description={line.goods ? `${line.goods.ypgg} · ${line.goods.sccj}` : undefined}
            extra={
              <span>
                x{line.number}
                <br />
                <span className="price">¥{line.amount}</span>
              </span>
            }
          >
            <span style={{ fontSize: 14 }}>{line.goods?.name ?? line.combination?.name}</span>
          </List.Item>
        ))}
        {data.gifts.map((gift) => (
          <List.Item key={`gift-${gift.goods_id}`} extra={`x${gift.number}`}>
            赠品：{gift.name}
          </List.Item>
        ))}
      </List>
      <DiscountsSection data={data} choice={choice} onChange={setChoice} />
      <List header="支付方式">
        <Radio.Group value={chosen} onChange={(v) => setMethod(v as PayMethod)}>
          {data.payment_methods.map((p) => (
            <List.Item
              key={p.method}
              description={p.usable === 1 ? (p.available ? `可用 ¥${p.available}` : undefined) : p.reason}
              extra={<Radio value={p.method} disabled={p.usable !== 1} aria-label={p.name} />}
            >
              <span data-testid={`m-pay-${p.method}`}>{p.name}</span>
            </List.Item>
          ))}
        </Radio.Group>
      </List>
      <List header="备注">
        <List.Item>
          <TextArea
            placeholder="选填，200字以内"
            maxLength={200}
            value={remark}
            onChange={setRemark}
            autoSize={{ minRows: 1, maxRows: 3 }}
          />
        </List.Item>
      </List>
      <Amounts data={data} />
      {[...data.errors, ...data.notices].map((e) => (
        <div key={e.field + e.message} className="progress-note" style={{ padding: '0 12px' }}>
          {e.message}
        </div>
      ))}
      {data.refusals.map((r) => (
        <div key={r.id} className="progress-note" style={{ padding: '0 12px' }}>
          {r.name}：{r.reason}
        </div>
      ))}
      <div className="bottom-bar">
        <div style={{ flex: 1 }}>
          应付{' '}
          <span className="price" style={{ fontSize: 18 }} data-testid="m-checkout-payable">
            ¥{data.amounts.payable_amount}
          </span>
        </div>
        <Button
          color="primary"
          disabled={blocked}
          loading={submit.isPending}
          onClick={() => submit.mutate()}
          data-testid="m-submit-order"
        >
          {chosen === 'online' ? '提交并支付' : '提交订单'}
        </Button>
      </div>
      <Popup
        visible={picker !== null}
        onMaskClick={() => setPicker(null)}
        bodyStyle={{ maxHeight: '70vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
      >
        {picker === 'address' ? (
          <List header="选择收货地址">
            {data.addresses.map((a) => (
              <List.Item
                key={a.id}
                description={a.full_address}
                onClick={() => {
                  setAddressId(a.id);
                  setPicker(null);
                }}
                extra={a.id === address?.id ? '✓' : null}
              >
                {a.consignee} {a.phone}
              </List.Item>
            ))}
            <List.Item onClick={() => navigate(m.addressesAndBack)} data-testid="m-checkout-manage-address">
              新增或管理收货地址
            </List.Item>
          </List>
        ) : null}
      </Popup>
    </NavPage>
  );
}

function Amounts({ data }: { data: CheckoutPreviewAnswer }) {
  const a = data.amounts;
  const rows: [string, string | undefined, string][] = [
    ['商品金额', a.goods_amount, ''],
    ['满减', a.manjian_amount, '-'],
    ['优惠券', a.coupon_amount, '-'],
    ['现金券', a.cash_voucher_amount, '-'],
    ['红包', a.red_packet_amount, '-'],
    ['运费', a.shipping_amount, '+'],
  ];
  return (
    <div className="section">
      <Space direction="vertical" block>
        {rows
          .filter(([, v, sign]) => v !== undefined && (sign === '' || Number(v) > 0 || sign === '+'))
          .map(([label, v, sign]) => (
            <div key={label} className="kv">
              <span>{label}</span>
              <span>
                {sign}¥{v}
              </span>
            </div>
          ))}
      </Space>
    </div>
  );
}
