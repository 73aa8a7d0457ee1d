/** The goods zones of spec §2, as configurations of one zone list page. */
import { paths } from '../../../app/paths';
import type { ZoneBannerSlot } from '../api/zone-banners';
import type { GoodsListParams, GoodsSort } from '../api/types';

export type ListView = 'grid' | 'table' | 'compact';

/** Extra facts a zone's buyers look for, shown on its cards and as columns of its table. */
export type ZoneColumn = 'origin' | 'deviceClass' | 'freeShipping' | 'activityPrice';

export interface ZoneConfig {
  key: string;
  title: string;
  /** One line under the title. */
  slogan: string;
  /** Theme colour of the title bar. */
  accent: string;
  /** What the page imposes on the API query. */
  fixed: Partial<GoodsListParams>;
  /** Sort when the URL names none. */
  defaultSort?: GoodsSort;
  banners?: ZoneBannerSlot;
  /** Category filter over one kind's tree (herbal, device), or over the whole tree. */
  categoryKind?: 'drug' | 'herbal' | 'device';
  columns: ZoneColumn[];
  highlightExpiry?: boolean;
  /** Paths of the views that have one; the others use ?view=. */
  viewPaths?: Partial<Record<ListView, string>>;
  /** Only eligible members see goods here (controlled sales): say why the list is empty. */
  restricted?: boolean;
  /** Daily special prices come from /api/activity/everyday_price. */
  activityPrices?: boolean;
  /** Free-shipping zone: link to its rule page. */
  ruleLink?: string;
  emptyText: string;
}

export type ZoneKey =
  | 'herbal'
  | 'devices'
  | 'nearExpiry'
  | 'controlled'
  | 'controlledNew'
  | 'controlledGoods'
  | 'freeShipping'
  | 'dailySpecial'
  | 'welfare';

export const ZONES: Record<ZoneKey, ZoneConfig> = {
  herbal: {
    key: 'herbal',
    title: '中药饮片',
    slogan: '道地药材 · 产地直采 · 批批可溯',
    accent: '#8b5a2b',
    fixed: { zone: 'herbal' },
    banners: 'zyzq',
    categoryKind: 'herbal',
    columns: ['origin'],
    emptyText: '暂无中药饮片',
  },
  devices: {
    key: 'devices',
    title: '器械专区',
    slogan: '家用医用 · 一站配齐 · 注册证齐全',
    accent: '#1677ff',
    fixed: { zone: 'device' },
    categoryKind: 'device',
    columns: ['deviceClass'],
    emptyText: '暂无医疗器械',
  },
  nearExpiry: {
    key: 'nearExpiry',
    title: '近效期专区',
    slogan: '效期清晰可查 · 超值清仓 · 先到先得',
    accent: '#fa8c16',
    fixed: { zone: 'near_expiry' },
    defaultSort: 'expiry',
    columns: [],
    highlightExpiry: true,
    emptyText: '暂无近效期商品',
  },
  controlled: {
    key: 'controlled',
    title: '控销专区',
    slogan: '区域控销 · 控价保护 · 高毛利品种',
    accent: '#c81623',
    fixed: { zone: 'controlled' },
    banners: 'kxzq',
    columns: [],
    restricted: true,
    emptyText: '暂无控销商品',
  },
  controlledNew: {
    key: 'controlledNew',
    title: '控销新品',
    slogan: '新品控销 · 抢先订货',
    accent: '#c81623',
    fixed: { zone: 'controlled' },
    defaultSort: 'newest',
    banners: 'new_kxzq',
    columns: [],
    restricted: true,
    emptyText: '暂无控销新品',
  },
  controlledGoods: {
    key: 'controlledGoods',
    title: '控销商品',
    slogan: '区域独家 · 控价保护',
    accent: '#c81623',
    fixed: { zone: 'controlled' },
    banners: 'kxzq_ad',
    columns: [],
    restricted: true,
    emptyText: '暂无控销商品',
  },
  freeShipping: {
    key: 'freeShipping',
    title: '包邮专区',
    slogan: '单品满件包邮 · 凑单更划算',
    accent: '#13a8a8',
    fixed: { zone: 'free_shipping' },
    banners: 'yx',
    columns: ['freeShipping'],
    viewPaths: { grid: paths.freeShipping, table: paths.freeShippingTable },
    ruleLink: paths.freeShippingRule,
    emptyText: '暂无包邮商品',
  },
  dailySpecial: {
    key: 'dailySpecial',
    title: '每日特价',
    slogan: '今日特惠 · 每天更新 · 限时限量',
    accent: '#ff6a00',
    fixed: { zone: 'daily_special' },
    columns: ['activityPrice'],
    activityPrices: true,
    emptyText: '今日特价商品已售完，明天再来看看吧',
  },
  welfare: {
    key: 'welfare',
    title: '全场折扣会场',
    slogan: '供货价直降 · 可叠加满减与优惠券',
    accent: '#c81623',
    fixed: { zone: 'storewide' },
    defaultSort: 'sales',
    columns: [],
    emptyText: '会场商品正在准备中',
  },
};
