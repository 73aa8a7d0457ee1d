import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, Empty, ProgressBar, Skeleton, Stepper } from 'antd-mobile';
import { cartBatchDelete, cartBatchSelect, cartEdit, cartList, type CartLine } from '@yaocai/contract';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { isMember, useProfile } from '../lib/queries';
import { PRICE_REVIEW_REQUIRED } from '@yaocai/domain';

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuanText = (f: number) => (f / 100).toFixed(2);

/** 购物车: lines with stepper and tick, 满减 progress, 差X元包邮, and the way to checkout. */
export function CartPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useProfile();
  const member = isMember(profile.data);
  const cart = useQuery({
    queryKey: ['cart'],
    queryFn: ({ signal }) => call(cartList, {}, { signal }),
    enabled: member,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['cart'] });
    void client.invalidateQueries({ queryKey: ['cart-total'] });
  };
  const select = useMutation({
    mutationFn: ({ ids, on }: { ids: number[]; on: boolean }) =>
      call(cartBatchSelect, { ids, is_selected: on ? 1 : 0 }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, number }: { id: number; number: number }) =>
      call(cartEdit, { id, params: { number } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => call(cartBatchDelete, { ids }),
    onSuccess: refresh,
  });

  if (profile.isSuccess && !member)
    return (
      <div data-testid="m-cart">
        <header className="red-head">
          <span className="brand">购物车</span>
        </header>
        <Empty description="登录后查看购物车" />
        <div style={{ padding: 24 }}>
          <Button block color="primary" onClick={() => navigate(`${m.login}?redirect=/m/cart`)}>
            去登录
          </Button>
        </div>
      </div>
    );
  // A member under review sees no price (the API answers none): 资质审核通过后可见, and no checkout.
  const priceTip = member && profile.data?.is_passed !== 1 ? PRICE_REVIEW_REQUIRED : null;
  const data = cart.data;
  const lines = data?.data ?? [];
  const selected = lines.filter((l) => l.is_selected === 1);
  const allOn = lines.length > 0 && selected.length === lines.length;
  const goodsAmount = fen(data?.totals.goods_amount ?? '0');
  const freeThreshold = fen(data?.shipping_data.free_threshold ?? '0');
  const shortOfFree = freeThreshold - goodsAmount;

  return (
    <div data-testid="m-cart" style={{ paddingBottom: 64 }}>
      <header className="red-head">
        <span className="brand">购物车</span>
        <span style={{ marginLeft: 'auto', fontSize: 13 }}>共 {lines.length} 种</span>
      </header>
      {cart.isPending && member ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {priceTip ? (
        <div
          className="progress-note"
          style={{ padding: 12, background: '#fff7e6' }}
          data-testid="m-cart-review"
        >
          价格{priceTip}，审核通过后即可下单
        </div>
      ) : null}
      {data?.refusal && !priceTip ? (
        <div className="progress-note" style={{ padding: 12, background: '#fff7e6' }}>
          {data.refusal}
        </div>
      ) : null}
      {data && lines.length > 0 && !priceTip ? (
        <div className="section" style={{ marginTop: 0 }} data-testid="m-cart-shipping">
          {shortOfFree > 0 && selected.length > 0 ? (
            <>
              <div className="progress-note">
                还差 <b>{yuanText(shortOfFree)}</b> 元包邮（满 {data.shipping_data.free_threshold} 元免运费）
              </div>
              <ProgressBar percent={Math.min(100, (goodsAmount / Math.max(1, freeThreshold)) * 100)} />
            </>
          ) : (
            <div className="muted">
              {selected.length > 0 ? '已满足包邮条件' : `满 ${data.shipping_data.free_threshold} 元包邮`}
            </div>
          )}
          {data.activity_data.activities.map((a) => (
            <div key={a.id} style={{ marginTop: 8 }} data-testid="m-cart-manjian">
              <div className="progress-note">
                {a.name}：
                {a.next ? `再买 ${a.next.need} 元可减 ${a.next.reduction} 元` : `已减 ${a.reduction} 元`}
              </div>
              <ProgressBar
                percent={
                  a.next
                    ? Math.min(
                        100,
                        (Number(a.eligible_amount) / (Number(a.eligible_amount) + Number(a.next.need))) * 100,
                      )
                    : 100
                }
              />
            </div>
          ))}
        </div>
      ) : null}
      {lines.map((line) => (
        <CartRow
          key={line.id}
          line={line}
          priceTip={priceTip}
          onSelect={(on) => select.mutate({ ids: [line.id], on })}
          onNumber={(number) => edit.mutate({ id: line.id, number })}
          onDelete={() =>
            void Dialog.confirm({ content: '从购物车删除这个商品？' }).then(
              (ok) => ok && remove.mutate([line.id]),
            )
          }
        />
      ))}
      {data && lines.length === 0 ? <Empty description="购物车还是空的"></Empty> : null}
      {data && lines.length === 0 ? (
        <div style={{ padding: '0 24px' }}>
          <Button block onClick={() => navigate(m.search())}>
            去逛逛
          </Button>
        </div>
      ) : null}
      {lines.length > 0 && !priceTip ? (
        <div
          className="bottom-bar"
          style={{ bottom: 'calc(50px + env(safe-area-inset-bottom))', paddingBottom: 6 }}
        >
          <Checkbox
            checked={allOn}
            onChange={(on) => select.mutate({ ids: lines.map((l) => l.id), on })}
            style={{ minHeight: 44 }}
          >
            全选
          </Checkbox>
          <div style={{ flex: 1, textAlign: 'right', fontSize: 13 }}>
            合计{' '}
            <span className="price" data-testid="m-cart-payable">
              ¥{data?.totals.payable_amount}
            </span>
            <div className="muted">
              {Number(data?.totals.manjian_amount) > 0 ? `满减 -${data?.totals.manjian_amount} ` : ''}运费{' '}
              {data?.totals.shipping_amount}
            </div>
          </div>
          <Button
            color="primary"
            disabled={selected.length === 0}
            onClick={() => navigate(m.checkout(selected.map((l) => l.id)))}
            data-testid="m-cart-checkout"
          >
            去结算({selected.length})
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function CartRow({
  line,
  priceTip,
  onSelect,
  onNumber,
  onDelete,
}: {
  line: CartLine;
  priceTip: string | null;
  onSelect: (on: boolean) => void;
  onNumber: (n: number) => void;
  onDelete: () => void;
}) {
  const g = line.goods;
  const name = g?.name ?? line.combination?.name ?? '商品';
  const step = g && g.can_split === 0 ? Math.max(1, g.middle_pack) : 1;
  return (
    <div className="goods-row" data-testid="m-cart-line" data-goods-id={line.goods_id}>
      <Checkbox
        checked={line.is_selected === 1}
        onChange={onSelect}
        style={{ minWidth: 32, minHeight: 44 }}
        aria-label={`选择 ${name}`}
      />
      <Link to={m.goods(line.goods_id)}>
        <img
          src={g?.goods_image[0] ?? line.combination?.image ?? `/img/goods/${line.goods_id}.svg`}
          alt={name}
          width={72}
          height={72}
          style={{ width: 72, height: 72 }}
        />
      </Link>
      <div className="info">
        <div className="name">{name}</div>
        <div className="line">{g ? `${g.ypgg} · ${g.sccj}` : ''}</div>
        {line.buy_tip ? <div className="progress-note">{line.buy_tip}</div> : null}
        {g?.ladder_hint && !priceTip ? (
          <div className="progress-note">
            再买{g.ladder_hint.need}
            {g.bzdw}享 ¥{g.ladder_hint.price}
          </div>
        ) : null}
        <div className="bottom">
          {priceTip ? (
            <span className="price-tip">{priceTip}</span>
          ) : (
            <span className="price">¥{line.price}</span>
          )}
          <Stepper
            min={step}
            step={step}
            value={line.number}
            onChange={(v) => v !== line.number && onNumber(v)}
            data-testid="m-cart-stepper"
          />
        </div>
        <button
          type="button"
          onClick={onDelete}
          className="muted"
          style={{ background: 'none', border: 0, minHeight: 44, padding: 0 }}
        >
          删除
        </button>
      </div>
    </div>
  );
}
