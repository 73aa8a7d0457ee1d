import { z } from 'zod';

/** What every storefront page shows around its content: header menus, banners, links and the footer. */

export const hotWord = z.object({ id: z.number().int(), name: z.string() });
export type HotWord = z.infer<typeof hotWord>;

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image: string;
  /** 1: opens in a new tab. */
  is_open: number;
  children: NavItem[];
}

export const navItem: z.ZodType<NavItem> = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: z.number().int(),
  get children() {
    return z.array(navItem);
  },
});

export interface MenuCategory {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: MenuCategory[];
}

export const menuCategory: z.ZodType<MenuCategory> = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  logo1: z.string(),
  get children() {
    return z.array(menuCategory);
  },
});

export const brandLink = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
});
export type BrandLink = z.infer<typeof brandLink>;

/** GET /api/focus/common: hot searches, nav, the category menus, brands and the server time. */
export const commonAnswer = z.object({
  rnss: z.array(hotWord),
  nav: z.array(navItem),
  /** The menu the query asks for (qx=2 devices, zy=2 herbal pieces, otherwise everything). */
  category: z.array(menuCategory),
  category_yx: z.array(menuCategory),
  category_zy: z.array(menuCategory),
  category_qx: z.array(menuCategory),
  brand: z.array(brandLink),
  /** Server time, unix seconds. */
  timestamp: z.number().int(),
});
export type CommonAnswer = z.infer<typeof commonAnswer>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** GET /api/focus, /api/focus/{position} and /api/focus/brand/{id} */
export const bannersAnswer = z.array(banner);

/** GET /api/focus/demo: one banner or none. */
export const demoBannerAnswer = banner.nullable();

export const friendlyLink = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type FriendlyLink = z.infer<typeof friendlyLink>;

/** GET /api/global/links */
export const friendlyLinksAnswer = z.array(friendlyLink);

/** GET /api/global/site: the footer and header texts kept in the database. */
export const siteAnswer = z.object({
  site_title: z.string(),
  hot_line: z.string(),
  qq1: z.string(),
  qq2: z.string(),
  licence: z.array(z.string()),
  company: z.string(),
  address: z.string(),
  email: z.string(),
  service_time: z.string(),
  icp: z.string(),
  main_site_url: z.string(),
  /** QR images; '' lets a generated QR code of the site stand in. */
  app_qr: z.string(),
  wechat_qr: z.string(),
});
export type SiteAnswer = z.infer<typeof siteAnswer>;

// Requests.

/** The banner positions the storefront asks for by name (GET /api/focus/{position}). */
export const STOREFRONT_BANNER_POSITIONS = [
  'kxzq_ad',
  'new_kxzq',
  'right',
  'xrtj',
  'top',
  'ppzq',
  'kxzq',
  'zyzq',
  'login',
  'yx',
  'postList',
] as const;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`)
    .max(2_147_483_647, `${label}过大`);
const menuSwitch = z.coerce.number({ error: '参数必须是数字' }).int().optional();

/** GET /api/focus/common: qx and zy switch the 控销 and 中药 menus. */
export const commonQuery = z.object({ qx: menuSwitch, zy: menuSwitch });

/** GET /api/focus/demo (首页底部广告 banner_id=121) */
export const demoBannerQuery = z.object({ banner_id: id('广告编号') });

/** GET /api/focus/brand/{id} */
export const brandBannerParams = z.object({ id: id('品牌编号') });

/** GET /api/focus/{position}?ids=… */
export const bannerPositionParams = z.object({
  position: z.enum(STOREFRONT_BANNER_POSITIONS, { error: '广告位不存在' }),
});
/** `ids` (comma list or ids[]) keeps only those ads of the slot, in the slot's order. */
export const bannerPositionQuery = z.object({
  ids: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.split(',') : value),
    z.array(id('广告编号')).max(100, '一次最多100个广告').optional(),
  ),
});
