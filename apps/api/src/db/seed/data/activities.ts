/** Demo content of the activity pages: the running 全场94折 and the banners that lead to the activities. */
import type { BannerData } from './content';

export const STOREWIDE_DISCOUNT = {
  name: '全场94折 · 春季采购节',
  ratePermille: 940,
  /** Top categories left out (with all their sub-categories). */
  excludedCategories: ['中药饮片'],
  /** How many of the best-selling drugs are left out by name (brand goods under price control). */
  excludedBestSellers: 5,
  /** Window relative to the seed's `now`, in days. */
  startsInDays: -3,
  endsInDays: 27,
};

/**
 * Banners to the activity pages. An empty url is a teaser whose page is not ready: the storefront
 * says 活动暂未开始 (spec §8).
 */
export const ACTIVITY_BANNERS: BannerData[] = [
  {
    position: 'home',
    title: '全场94折 春季采购节',
    subtitle: '供货价直降 可叠加满减与优惠券',
    url: '/welfare',
  },
  { position: 'home', title: '组合购 搭配采购更省', subtitle: '常备药品科学搭配 整组立省', url: '/zhzq' },
  { position: 'home', title: '活动专区 一站逛全', subtitle: '秒杀 · 特价 · 满减 · 组合购', url: '/yjh' },
  { position: 'home', title: '年中采购节 敬请期待', subtitle: '更多重磅活动即将上线', url: '' },
  { position: 'right', title: '特惠专区', subtitle: '秒杀特价 天天低价', url: '/yyh' },
];
