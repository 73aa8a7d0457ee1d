import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumb } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { useProfile } from '../../account/api/profile';
import { useEverydayPrice } from '../api/everyday-price';
import { useGoodsList } from '../api/goods-list';
import type { GoodsListParams } from '../api/types';
import { useZoneBanners } from '../api/zone-banners';
import { ControlledNotice, controlledAccess } from '../components/controlled-notice';
import { GoodsListBody } from '../components/goods-list-body';
import { ZoneBanners } from '../components/zone-banners';
import { ZoneTitle } from '../components/zone-title';
import { toApiParams } from '../lib/list-query';
import { useListQuery } from '../lib/use-list-query';
import { ZONES, type ListView, type ZoneKey } from '../lib/zones';

const VIEWS: ListView[] = ['grid', 'table', 'compact'];

/** /kxzq/goods/{url}/{ads?}: a category id (or a keyword) of controlled goods, and the ad ids. */
function useControlledGoodsParams(): { fixed: Partial<GoodsListParams>; ads?: string } {
  const { url, ads } = useParams();
  if (url === undefined) return { fixed: {} };
  const fixed: Partial<GoodsListParams> = /^\d{1,9}$/.test(url)
    ? { category_id: Number(url) }
    : { keywords: url.slice(0, 50) };
  return { fixed, ads: ads && /^[\d,]{1,100}$/.test(ads) ? ads : undefined };
}

/**
 * One page for every goods zone of spec §2 (herbal, devices, near-expiry, controlled sales,
 * free shipping, daily special), set up by its ZoneConfig.
 */
export function ZoneListPage({ zone, hero }: { zone: ZoneKey; hero?: ReactNode }) {
  const config = ZONES[zone];
  const { pathname } = useLocation();
  const { query, setQuery, hrefFor } = useListQuery();
  const { data: profile, isFetched: profileKnown } = useProfile({ load: false });
  const access = controlledAccess(profile);
  const restricted = Boolean(config.restricted);
  const hidden = restricted && access !== 'member';
  const extra = useControlledGoodsParams();
  const filtered = Boolean(
    query.manufacturer || query.spec || query.category_id || query.in_stock || query.keywords,
  );
  const defaultSort = config.defaultSort;
  const params = toApiParams(
    { ...query, sort: query.sort ?? defaultSort },
    { ...extra.fixed, ...config.fixed },
  );
  const list = useGoodsList(params, !hidden);
  const { data: banners = [] } = useZoneBanners(config.banners, extra.ads);
  const withPrices = Boolean(config.activityPrices);
  const { data: everyday } = useEverydayPrice();
  const activityPrices = useMemo(
    () => (withPrices ? new Map((everyday?.list ?? []).map((g) => [g.id, g.activity_price])) : undefined),
    [withPrices, everyday],
  );

  const viewPaths = config.viewPaths;
  const pathView =
    viewPaths && (Object.entries(viewPaths) as [ListView, string][]).find(([, p]) => p === pathname)?.[0];
  const view: ListView = pathView ?? query.view ?? 'grid';
  const viewLinks = Object.fromEntries(
    VIEWS.map((v) => [
      v,
      viewPaths?.[v]
        ? hrefFor(viewPaths[v]!, { view: undefined })
        : hrefFor(viewPaths?.grid ?? pathname, {
            view: v === 'grid' ? undefined : (v as 'table' | 'compact'),
          }),
    ]),
  ) as Partial<Record<ListView, string>>;
  if (viewPaths && !viewPaths.compact) delete viewLinks.compact;
  const ruleLink = config.ruleLink;

  return (
    <div className="container catalog-page zone-page" data-testid={`zone-${config.key}`}>
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: config.title }]}
      />
      {hero ?? <ZoneBanners banners={banners} />}
      <ZoneTitle
        title={config.title}
        slogan={config.slogan}
        accent={config.accent}
        extra={
          ruleLink && (
            <Link to={ruleLink} className="zone-title__rule" target="_blank">
              <FileTextOutlined /> 包邮规则
            </Link>
          )
        }
      />
      {hidden ? (
        profileKnown && <ControlledNotice access={access} profile={profile} />
      ) : (
        <GoodsListBody
          query={query}
          setQuery={setQuery}
          data={list.data}
          loading={list.isLoading}
          fetching={list.isFetching}
          view={view}
          viewLinks={viewLinks}
          defaultSort={defaultSort}
          columns={config.columns}
          highlightExpiry={config.highlightExpiry}
          activityPrices={activityPrices}
          filters={{
            category: !('category_id' in extra.fixed),
            categoryKind: config.categoryKind,
            manufacturer: true,
          }}
          empty={
            restricted && !filtered ? (
              <ControlledNotice access={access} profile={profile} />
            ) : (
              <div className="zone-page__empty">{config.emptyText}</div>
            )
          }
        />
      )}
    </div>
  );
}

export default ZoneListPage;
