import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Skeleton, Stepper, Tag } from 'antd-mobile';
import { HeartFill, HeartOutline, ShopbagOutline } from 'antd-mobile-icons';
import { favoriteAdd, favoriteCancel, goodsDetail, goodsSubscribe } from '@yaocai/contract';
import { call } from '../lib/http';
import { earlyData } from '../lib/early-fetch';
import { m } from '../lib/mobile-paths';
import { useCartCount } from '../lib/queries';
import { useAddToCart } from '../lib/add-to-cart';
import { NavPage } from '../components/page';
import { PriceText } from '../components/goods-row';
import { GoodsPictures } from '../components/goods-pictures';
import { Fold } from '../components/fold';

// Said or shown only now and then: the toast and the error picture load when needed, not with the page.
const toast = (content: string, icon?: 'success') =>
  void import('../lib/feedback').then(({ Toast }) => Toast.show({ icon, content }));
const GoneBlock = lazy(() => import('../components/gone-block').then((m) => ({ default: m.GoneBlock })));

/** 商品详情: pictures, price and ladder, 批准文号, batches with expiry, 中包装 stepper, favourite and alerts. */
export function GoodsPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['goods', id],
    queryFn: ({ signal }) => call(goodsDetail, { id }, { signal }),
    initialData: () => earlyData(goodsDetail, { id }),
  });
  const cartCount = useCartCount().data ?? 0;
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState<number | null>(null);
  const favourite = useMutation({
    mutationFn: (on: boolean) => call(on ? favoriteAdd : favoriteCancel, { goods_ids: [id] }),
    onSuccess: (_, on) => {
      toast(on ? '已收藏' : '已取消收藏');
      void client.invalidateQueries({ queryKey: ['goods', id] });
    },
  });
  const subscribe = useMutation({
    mutationFn: (type: 'arrival' | 'price') => call(goodsSubscribe, { id, type }),
    onSuccess: (_, type) => toast(type === 'arrival' ? '到货后将通知您' : '降价后将通知您', 'success'),
  });

  const g = detail.data;
  if (detail.isError)
    return (
      <NavPage title="商品详情">
        <Suspense fallback={null}>
          <GoneBlock />
        </Suspense>
      </NavPage>
    );
  if (!g)
    return (
      <NavPage title="商品详情">
        <Skeleton.Paragraph lineCount={10} animated />
      </NavPage>
    );
  const step = g.can_split === 1 ? 1 : Math.max(1, g.middle_pack);
  const count = quantity ?? step;
  const canBuy = g.is_buy === 1 && g.number > 0 && g.base_price !== null;
  const images = g.goods_image.length > 0 ? g.goods_image : [`/img/goods/${g.id}.svg`];

  return (
    <NavPage title="商品详情" testId="m-goods">
      <GoodsPictures images={images} name={g.name} />
      <div className="section" style={{ marginTop: 0 }}>
        <div style={{ fontSize: 22 }} data-testid="m-goods-price">
          <PriceText goods={g} />
          {g.retail_price && g.base_price !== null ? (
            <span className="muted" style={{ marginLeft: 8 }}>
              建议零售价 ¥{g.retail_price}
            </span>
          ) : null}
        </div>
        <h1 style={{ fontSize: 18, margin: '8px 0 4px' }} data-testid="m-goods-name">
          {g.tags.map((t) => (
            <Tag key={t.name} color="danger" style={{ marginRight: 4 }}>
              {t.name}
            </Tag>
          ))}
          {g.name} {g.trade_name ? <span className="muted">({g.trade_name})</span> : null}
        </h1>
        {g.ladder_price.length > 0 && g.base_price !== null ? (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }} data-testid="m-ladder">
            {g.ladder_price.map((t) => (
              <span
                key={t.number}
                style={{ border: '1px solid #ffd0d0', borderRadius: 4, padding: '4px 8px', fontSize: 13 }}
              >
                满{t.number}
                {g.bzdw} <b className="price">¥{t.price}</b>
              </span>
            ))}
          </div>
        ) : null}
        {g.buy_tip ? <div className="progress-note">{g.buy_tip}</div> : null}
        <div style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => favourite.mutate(g.is_favorite !== 1)}
            data-testid="m-favourite"
          >
            {g.is_favorite === 1 ? <HeartFill color="#e4393c" /> : <HeartOutline />}{' '}
            {g.is_favorite === 1 ? '已收藏' : '收藏'}
          </Button>
          {g.number <= 0 ? (
            <Button size="small" onClick={() => subscribe.mutate('arrival')}>
              到货通知
            </Button>
          ) : null}
          <Button size="small" onClick={() => subscribe.mutate('price')}>
            降价通知
          </Button>
        </div>
      </div>
      <div className="section">
        <div className="kv">
          <span>批准文号</span>
          <span data-testid="m-approval">{g.approval_number || '—'}</span>
        </div>
        <div className="kv">
          <span>规格</span>
          <span>{g.ypgg}</span>
        </div>
        <div className="kv">
          <span>生产厂家</span>
          <span>{g.sccj}</span>
        </div>
        <div className="kv">
          <span>有效期至</span>
          <span>
            {g.expires_on ?? '—'}
            {g.near_expiry ? '（近效期）' : ''}
          </span>
        </div>
        <div className="kv">
          <span>批号</span>
          <span>{g.batch_no ?? '—'}</span>
        </div>
        <div className="kv">
          <span>中包装 / 件装</span>
          <span>
            {g.middle_pack} / {g.piece_pack} {g.bzdw}
            {g.can_split === 1 ? '（可拆零）' : '（按中包装购买）'}
          </span>
        </div>
        <div className="kv">
          <span>库存</span>
          <span>{g.number > 0 ? `${g.number} ${g.bzdw}` : '暂无库存'}</span>
        </div>
      </div>
      <div>
        <Fold open title={`批次（${g.batches.length}）`}>
          {g.batches.map((b) => (
            <div key={b.batch_no} className="kv" data-testid="m-batch">
              <span>{b.batch_no}</span>
              <span>
                生产 {b.produced_on} · 效期至 {b.expires_on} · 库存 {b.stock}
              </span>
            </div>
          ))}
          {g.quality_inspection.url ? (
            <a
              href={g.quality_inspection.url}
              style={{ color: '#1677ff', display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
            >
              查看药检报告
            </a>
          ) : (
            <div className="muted">{g.quality_inspection.msg}</div>
          )}
        </Fold>
        <Fold title="说明书">
          <div style={{ whiteSpace: 'pre-wrap', fontSize: 13, lineHeight: 1.7 }}>
            {g.instructions || '暂无说明书'}
          </div>
        </Fold>
      </div>
      <div className="bottom-bar">
        <button type="button" className="icon-btn" aria-label="购物车" onClick={() => navigate(m.cart)}>
          <Badge content={cartCount > 0 ? cartCount : null}>
            <ShopbagOutline />
          </Badge>
        </button>
        {canBuy ? (
          <Stepper
            min={step}
            max={Math.max(step, g.number - (g.number % step))}
            step={step}
            value={count}
            onChange={(v) => setQuantity(v)}
            data-testid="m-quantity"
          />
        ) : null}
        <Button
          color="primary"
          style={{ flex: 1 }}
          disabled={!canBuy}
          loading={addToCart.isPending}
          onClick={() => addToCart.mutate({ goodsId: g.id, number: count })}
          data-testid="m-add-to-cart"
        >
          {canBuy
            ? '加入购物车'
            : g.base_price === null
              ? (g.price_tip ?? '登录后可见')
              : (g.buy_tip ?? '暂无库存')}
        </Button>
      </div>
    </NavPage>
  );
}
