import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumb, Result, Skeleton } from 'antd';
import { paths } from '../../../app/paths';
import { useBrandBanners } from '../api/brand-banners';
import { useBrandZone } from '../api/brand-zone';
import { useGoodsList } from '../api/goods-list';
import { GoodsListBody } from '../components/goods-list-body';
import { ZoneBanners } from '../components/zone-banners';
import { changeListQuery, listQueryToSearch, toApiParams, type ListQuery } from '../lib/list-query';
import { useListQuery } from '../lib/use-list-query';
import type { ListView } from '../lib/zones';

/** 品牌详情 (/ppzq/info/{id}/{page?}): the brand's banner and story, then its goods (page in the path). */
export function BrandInfoPage() {
  const { id: idParam = '', page: pageParam } = useParams();
  const navigate = useNavigate();
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : NaN;
  const pathPage = pageParam && /^\d{1,6}$/.test(pageParam) && Number(pageParam) > 0 ? Number(pageParam) : 1;
  const { query: urlQuery, hrefFor } = useListQuery();
  const query: ListQuery = useMemo(() => ({ ...urlQuery, page: pathPage }), [urlQuery, pathPage]);
  const brandAnswer = useBrandZone(id, { page_size: 1 });
  const brand = brandAnswer.data?.brand;
  const list = useGoodsList(toApiParams(query, { brand_id: id }), Number.isSafeInteger(id));
  const { data: banners = [] } = useBrandBanners(id);
  const view: ListView = query.view ?? 'grid';

  const setQuery = useCallback(
    (patch: Partial<ListQuery>) => {
      const next = changeListQuery(query, patch);
      navigate(
        paths.brandInfo(id, next.page > 1 ? next.page : undefined) + listQueryToSearch({ ...next, page: 1 }),
      );
    },
    [navigate, id, query],
  );

  if (brandAnswer.isLoading) {
    return (
      <div className="container catalog-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (!brand) {
    return (
      <div className="container catalog-page">
        <Result status="404" title="品牌不存在" extra={<Link to={paths.brandZone()}>返回品牌专区</Link>} />
      </div>
    );
  }
  const base = paths.brandInfo(id);
  return (
    <div className="container catalog-page zone-page" data-testid="brand-info">
      <Breadcrumb
        className="catalog-crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          { title: <Link to={paths.brandZone()}>品牌专区</Link> },
          { title: brand.name },
        ]}
      />
      <ZoneBanners banners={banners} />
      <div className="brand-head">
        <span className="brand-head__logo">
          {brand.logo ? <img src={brand.logo} alt={brand.name} /> : brand.name}
        </span>
        <div>
          <h1>{brand.name}品牌馆</h1>
          <p>{brand.description}</p>
          <span className="brand-head__count">在售品种 {brand.goods_count} 个</span>
        </div>
      </div>
      <GoodsListBody
        query={query}
        setQuery={setQuery}
        data={list.data}
        loading={list.isLoading}
        fetching={list.isFetching}
        view={view}
        viewLinks={{
          grid: hrefFor(base, { view: undefined, page: 1 }),
          table: hrefFor(base, { view: 'table', page: 1 }),
          compact: hrefFor(base, { view: 'compact', page: 1 }),
        }}
        filters={{ category: true, manufacturer: true }}
        empty={<div className="zone-page__empty">该品牌暂无在售商品</div>}
      />
    </div>
  );
}

export default BrandInfoPage;
