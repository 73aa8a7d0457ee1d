import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumb, Button, Result, Skeleton, Tabs } from 'antd';
import { paths } from '../../../app/paths';
import { PromoTag } from '../../../components/promo-tag';
import { ApiError } from '@yaocai/web-kit/http';
import { useAddToCart } from '../../cart/hooks/use-add-to-cart';
import { GoodsAlertButtons } from '../../purchasing/components/goods-alert-buttons';
import { useGoodsDetail } from '../api/goods-detail';
import type { GoodsDetail } from '../api/types';
import { GoodsAttributes } from '../components/goods-attributes';
import { GoodsBuyBox } from '../components/goods-buy-box';
import { GoodsGallery } from '../components/goods-gallery';
import { QualityReport } from '../components/quality-report';
import { RelatedGoods } from '../components/related-goods';
import { unitPriceText } from '../lib/ladder';
import { sellingPrice } from '../lib/price';

// The batches tab (antd Table) is a second tab: its code loads after the page is drawn.
const BatchesTable = lazy(() =>
  import('../components/batches-table').then((m) => ({ default: m.BatchesTable })),
);

function Instructions({ text }: { text: string }) {
  if (!text.trim()) return <p className="instructions__empty">暂无说明书，请以商品实物包装内说明书为准。</p>;
  // 【成份】… sections, one a line; plain text, never HTML.
  return (
    <div className="instructions" data-testid="instructions">
      {text.split('\n').map((line, i) => {
        const match = /^【([^】]+)】(.*)$/.exec(line);
        return match ? (
          <p key={i}>
            <b>【{match[1]}】</b>
            {match[2]}
          </p>
        ) : (
          <p key={i}>{line}</p>
        );
      })}
    </div>
  );
}

function GoodsTags({ goods }: { goods: GoodsDetail }) {
  return (
    <div className="goods-info__tags">
      {goods.type === 1 && <PromoTag name="含特殊药品" variant="solid" />}
      {goods.is_controlled === 1 && <PromoTag name="控销" variant="solid" />}
      {goods.is_free_shipping === 1 && <PromoTag name="包邮" />}
      {goods.tags.map((tag) => (
        <PromoTag key={tag.name} name={tag.name} />
      ))}
    </div>
  );
}

function NotFound({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div data-testid="goods-missing">
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '商品不存在或暂不对您开放' : '商品信息加载失败'}
        subTitle={
          missing
            ? '该商品可能已下架，或为控销商品仅对指定区域/客户开放。如需采购请联系您的客户经理。'
            : '请稍后刷新页面重试'
        }
        extra={
          <>
            <Button type="primary" onClick={() => navigate(paths.list)}>
              去逛逛其他商品
            </Button>
            <Button onClick={() => navigate(-1)}>返回上一页</Button>
          </>
        }
      />
    </div>
  );
}

/** 商品详情 (/list/info/{id}): everything a pharmacy buyer reads before buying. */
export function GoodsInfoPage() {
  const { id = '' } = useParams();
  const goodsId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const { data: goods, isLoading, error } = useGoodsDetail(goodsId);
  const { add } = useAddToCart();

  if (!Number.isSafeInteger(goodsId) || goodsId <= 0) {
    return (
      <div className="container catalog-page">
        <NotFound error={new ApiError({ code: 404, status: 404, msg: '商品不存在' })} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="container catalog-page goods-info--loading">
        <Skeleton active avatar={{ shape: 'square', size: 360 }} paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (!goods) {
    return (
      <div className="container catalog-page">
        <NotFound error={error} />
      </div>
    );
  }

  return (
    <div className="container catalog-page goods-info">
      <Breadcrumb
        className="catalog-crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          ...goods.category_path.map((c) => ({
            title: <Link to={paths.listWith({ select: c.id })}>{c.name}</Link>,
          })),
          { title: goods.name },
        ]}
      />
      <section className="goods-info__top" data-testid="goods-detail" data-goods-id={goods.id}>
        <GoodsGallery images={goods.goods_image} name={goods.name} />
        <div className="goods-info__main">
          <h1 className="goods-info__name">
            {goods.name}
            {goods.trade_name && goods.trade_name !== goods.name && <small>（{goods.trade_name}）</small>}
          </h1>
          <GoodsTags goods={goods} />
          <GoodsBuyBox
            goods={goods}
            onAdd={(id, quantity) =>
              add(id, quantity, { price: unitPriceText(sellingPrice(goods), goods.ladder_price, quantity) })
            }
            extra={<GoodsAlertButtons goods={goods} />}
          />
          <GoodsAttributes goods={goods} />
          <div className="goods-info__report">
            <QualityReport report={goods.quality_inspection} />
            {goods.brand && (
              <Link className="goods-info__brand" to={paths.brandInfo(goods.brand.id)}>
                {goods.brand.logo && <img src={goods.brand.logo} alt="" />}
                {goods.brand.name}品牌馆
              </Link>
            )}
          </div>
        </div>
      </section>
      <section className="goods-info__bottom">
        <div className="goods-info__tabs">
          <Tabs
            items={[
              { key: 'instructions', label: '说明书', children: <Instructions text={goods.instructions} /> },
              {
                key: 'batches',
                label: `批号效期（${goods.batches.length}）`,
                children: (
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                    <BatchesTable batches={goods.batches} unit={goods.bzdw} />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
        <RelatedGoods goods={goods.related} />
      </section>
    </div>
  );
}

export default GoodsInfoPage;
