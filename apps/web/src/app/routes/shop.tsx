/** The shop floor: brand zones, the goods list and search, goods detail, and the zones and activities. */
import type { RouteObject } from 'react-router';
import { prefetchGoodsDetail, prefetchGoodsList } from '../route-prefetch';
import type { ZoneKey } from '../../features/catalog/lib/zones';
import { BARE, SHOP, lazyPage, page, withLoader, type Lazy } from './route-kit';

export const goodsList = lazyPage(
  () => import('../../features/catalog/pages/goods-list-page'),
  'GoodsListPage',
);
const goodsInfo = lazyPage(() => import('../../features/catalog/pages/goods-info-page'), 'GoodsInfoPage');
const brandZone = lazyPage(() => import('../../features/catalog/pages/brand-zone-page'), 'BrandZonePage');
const brandInfo = lazyPage(() => import('../../features/catalog/pages/brand-info-page'), 'BrandInfoPage');
const freeShippingRule = lazyPage(
  () => import('../../features/catalog/pages/free-shipping-rule-page'),
  'FreeShippingRulePage',
);
const couponCentre = lazyPage(
  () => import('../../features/coupon-centre/pages/coupon-centre-page'),
  'CouponCentrePage',
);
const cashback = lazyPage(() => import('../../features/cashback/pages/cashback-page'), 'CashbackPage');
const welfare = lazyPage(() => import('../../features/activity/pages/welfare-page'), 'WelfarePage');
const combinations = lazyPage(
  () => import('../../features/activity/pages/combinations-page'),
  'CombinationsPage',
);
const activityZones = lazyPage(
  () => import('../../features/activity/pages/activity-zones-page'),
  'ActivityZonesPage',
);
const activityCentre = lazyPage(
  () => import('../../features/activity/pages/activity-centre-page'),
  'ActivityCentrePage',
);
const specials = lazyPage(() => import('../../features/activity/pages/specials-page'), 'SpecialsPage');
const specialsList = lazyPage(
  () => import('../../features/activity/pages/specials-list-page'),
  'SpecialsListPage',
);
const zoneTemplate = lazyPage(
  () => import('../../features/activity/pages/template-page'),
  'ZoneTemplatePage',
);
const activityTemplate = lazyPage(
  () => import('../../features/activity/pages/template-page'),
  'ActivityTemplatePage',
);
/** One zone list page, set up per zone (features/catalog/lib/zones.ts). */
const zone =
  (key: ZoneKey): Lazy =>
  async () => {
    const { ZoneListPage } = await import('../../features/catalog/pages/zone-list-page');
    return { element: <ZoneListPage zone={key} /> };
  };

export const brandZoneRoutes: RouteObject[] = [
  page('/ppzq/:page?', '品牌专区', SHOP, brandZone),
  page('/ppzq/info/:id/:page?', '品牌详情', SHOP, brandInfo),
];

export const listAndSearch: RouteObject[] = [
  withLoader(page('/list', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/table', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/no_image', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/info/:id', '商品详情', SHOP, goodsInfo), prefetchGoodsDetail),
  withLoader(page('/search', '搜索结果', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/search/table', '搜索结果', SHOP, goodsList), prefetchGoodsList),
];

export const zones: RouteObject[] = [
  page('/yx', '包邮专区', SHOP, zone('freeShipping')),
  page('/yx/table', '包邮专区', SHOP, zone('freeShipping')),
  page('/yx/rule', '包邮规则', BARE, freeShippingRule),
  page('/yjh/:id?', '活动专区', SHOP, activityZones),
  page('/Hdzx/:ids/:id?', '活动中心', SHOP, activityCentre),
  page('/kxzq', '控销专区', SHOP, zone('controlled')),
  page('/kxzq/new', '控销新品', SHOP, zone('controlledNew')),
  page('/kxzq/goods/:url/:ads?', '控销商品', SHOP, zone('controlledGoods')),
  page('/zyyp', '中药饮片', SHOP, zone('herbal')),
  page('/qxzq', '器械专区', SHOP, zone('devices')),
  page('/jxqzc', '近效期专区', SHOP, zone('nearExpiry')),
  page('/hb', '满额返现', SHOP, cashback),
  page('/welfare', '全场94折', SHOP, welfare),
  page('/mrtj', '每日特价', SHOP, zone('dailySpecial')),
  page('/zhzq', '组合购', SHOP, combinations),
  page('/lqzx', '领券中心', SHOP, couponCentre),
  page('/zqmb', '', SHOP, zoneTemplate),
  page('/hdmb', '', SHOP, activityTemplate),
  page('/yyh', '特惠专区', SHOP, specials),
  page('/yyh/list', '特惠专区', SHOP, specialsList),
];
