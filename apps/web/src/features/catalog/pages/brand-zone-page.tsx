import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumb, Empty, Pagination, Skeleton } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { useBrands } from '../api/brand-list';
import { useZoneBanners } from '../api/zone-banners';
import { ZoneBanners } from '../components/zone-banners';
import { ZoneTitle } from '../components/zone-title';

const BRANDS_PER_PAGE = 20;

/** 品牌专区 (/ppzq/{page?}): banners and the wall of brands, paged by the path. */
export function BrandZonePage() {
  const { page: pageParam } = useParams();
  const navigate = useNavigate();
  const page = pageParam && /^\d{1,6}$/.test(pageParam) && Number(pageParam) > 0 ? Number(pageParam) : 1;
  const { data, isLoading } = useBrands(page, BRANDS_PER_PAGE);
  const { data: banners = [] } = useZoneBanners('ppzq');
  const brands = data?.list ?? [];

  return (
    <div className="container catalog-page zone-page" data-testid="zone-brand">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '品牌专区' }]}
      />
      <ZoneBanners banners={banners} />
      <ZoneTitle title="品牌专区" slogan="知名药企 · 官方授权 · 正品保障" accent="#722ed1" />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : brands.length === 0 ? (
        <Empty description="暂无品牌" />
      ) : (
        <ul className="brand-zone" data-testid="brand-list">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={paths.brandInfo(brand.id)} className="brand-zone__card">
                <span className="brand-zone__logo">
                  {brand.logo ? (
                    <img src={brand.logo} alt={brand.name} loading="lazy" />
                  ) : (
                    <b>{brand.name}</b>
                  )}
                </span>
                <b className="brand-zone__name">{brand.name}</b>
                <span className="brand-zone__desc" title={brand.description}>
                  {brand.description}
                </span>
                <span className="brand-zone__more">
                  {brand.goods_count}个品种 进入品牌馆 <RightOutlined />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(data?.total ?? 0) > BRANDS_PER_PAGE && (
        <div className="goods-list-body__pager" data-testid="pagination">
          <Pagination
            current={page}
            pageSize={BRANDS_PER_PAGE}
            total={data?.total ?? 0}
            showSizeChanger={false}
            onChange={(p) => navigate(p > 1 ? paths.brandZone(p) : paths.brandZone())}
          />
        </div>
      )}
    </div>
  );
}

export default BrandZonePage;
