import { z } from 'zod';
import { keywordField, pageOf, pageQueryField } from './fields';

/** The banner positions the storefront shows, with their names and picture sizes (width × height). */
export const BANNER_POSITIONS = {
  home: { name: '首页轮播', size: [790, 340] },
  top: { name: '顶部通栏', size: [1200, 80] },
  right: { name: '首页右侧', size: [230, 150] },
  login: { name: '登录页', size: [600, 400] },
  ppzq: { name: '品牌专区', size: [1200, 300] },
  kxzq: { name: '控销专区', size: [1200, 300] },
  kxzq_ad: { name: '控销专区广告', size: [590, 200] },
  new_kxzq: { name: '控销新品', size: [1200, 300] },
  zyzq: { name: '中药饮片专区', size: [1200, 300] },
  yx: { name: '优选专区', size: [1200, 300] },
  xrtj: { name: '新人推荐', size: [390, 200] },
  postList: { name: '资讯列表', size: [390, 160] },
  brand: { name: '品牌馆', size: [1200, 260] },
  demo: { name: '底部广告', size: [1200, 90] },
  draw: { name: '抽奖弹窗', size: [720, 150] },
} as const satisfies Record<string, { name: string; size: readonly [number, number] }>;
export type BannerPosition = keyof typeof BANNER_POSITIONS;
const POSITIONS = Object.keys(BANNER_POSITIONS) as [BannerPosition, ...BannerPosition[]];

/** `starred`: an activity link may start with "*" while its activity has not started (spec §8: 活动未开始). */
const link = (what: string, required: boolean, starred = false) => {
  const pattern = starred ? /^\*?(\/|https?:\/\/)[^\s<>"']*$/ : /^(\/|https?:\/\/)[^\s<>"']*$/;
  const base = z
    .string({ error: `请填写${what}` })
    .trim()
    .max(500, `${what}过长`)
    .refine((v) => v === '' || pattern.test(v), `${what}应以 / 或 http(s):// 开头`);
  return required ? base.refine((v) => v !== '', `请填写${what}`) : base.default('');
};

/** GET /api/operator/banners */
export const operatorBannersQuery = z.object({
  position: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(POSITIONS, { error: '广告位不正确' }).optional(),
  ),
});

export const operatorBanner = z.object({
  id: z.number().int(),
  position: z.string(),
  position_name: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type OperatorBanner = z.infer<typeof operatorBanner>;
export const operatorBannersAnswer = z.array(operatorBanner);

/** POST /api/operator/banners (new) and /api/operator/banners/{id} (edit). */
export const bannerInput = z.object(
  {
    position: z.enum(POSITIONS, { error: '请选择广告位' }),
    title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100, '标题不能超过100个字符'),
    image: link('图片地址', true),
    url: link('链接地址', false, true),
    sort: z.coerce
      .number({ error: '排序必须是数字' })
      .int('排序必须是整数')
      .min(0, '排序不能小于0')
      .max(9999, '排序不能大于9999')
      .default(0),
  },
  { error: '请求参数不正确' },
);
export type BannerInput = z.input<typeof bannerInput>;

/** The site settings staff may edit, with their names (the storefront's header, footer and side bar). */
export const SITE_SETTINGS = {
  site_title: '网站标题',
  hot_line: '客服热线',
  qq1: '客服QQ 1',
  qq2: '客服QQ 2',
  company: '公司名称',
  address: '公司地址',
  email: '客服邮箱',
  service_time: '服务时间',
  icp: 'ICP备案号',
  licence: '资质证照（每行一条）',
} as const;
export type SiteSettingKey = keyof typeof SITE_SETTINGS;

/** GET /api/operator/site_settings; `licence` as lines. */
export const siteSettingsAnswer = z.object(
  Object.fromEntries(Object.keys(SITE_SETTINGS).map((k) => [k, z.string()])) as Record<
    SiteSettingKey,
    z.ZodString
  >,
);
export type SiteSettings = z.infer<typeof siteSettingsAnswer>;

const setting = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字符`);

/** POST /api/operator/site_settings: every setting (the form sends them all). */
export const siteSettingsBody = z.object(
  {
    site_title: setting('网站标题', 30),
    hot_line: z
      .string({ error: '请填写客服热线' })
      .trim()
      .regex(/^[0-9-]{7,20}$/, '客服热线应为7-20位数字或短横线'),
    qq1: z
      .string({ error: 'QQ号格式不正确' })
      .trim()
      .regex(/^(\d{5,12})?$/, 'QQ号应为5-12位数字'),
    qq2: z
      .string({ error: 'QQ号格式不正确' })
      .trim()
      .regex(/^(\d{5,12})?$/, 'QQ号应为5-12位数字'),
    company: setting('公司名称', 100),
    address: setting('公司地址', 200),
    email: z.string({ error: '请填写客服邮箱' }).trim().email('客服邮箱格式不正确').max(100, '客服邮箱过长'),
    service_time: setting('服务时间', 50),
    icp: setting('ICP备案号', 50),
    licence: z.string({ error: '请填写资质证照' }).trim().max(2000, '资质证照过长'),
  },
  { error: '请求参数不正确' },
);
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;

/** GET /api/operator/articles (help centre and news). */
export const operatorArticlesQuery = z.object({
  category_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: '分类不正确' })
      .int('分类不正确')
      .positive('分类不正确')
      .max(2_147_483_647, '分类不正确')
      .optional(),
  ),
  keyword: keywordField,
  page: pageQueryField,
});

export const operatorArticle = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  published_at: z.string(),
});
export type OperatorArticle = z.infer<typeof operatorArticle>;
export const operatorArticlesAnswer = pageOf(operatorArticle).extend({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
});
export type OperatorArticlesAnswer = z.infer<typeof operatorArticlesAnswer>;

/** POST /api/operator/articles (new) and /api/operator/articles/{id} (edit). */
export const articleInput = z.object(
  {
    category_id: z.coerce
      .number({ error: '请选择分类' })
      .int('请选择分类')
      .positive('请选择分类')
      .max(2_147_483_647, '请选择分类'),
    title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100, '标题不能超过100个字符'),
    content: z
      .string({ error: '请填写正文' })
      .trim()
      .min(1, '请填写正文')
      .max(50_000, '正文不能超过50000个字符'),
    sort: z.coerce
      .number({ error: '排序必须是数字' })
      .int('排序必须是整数')
      .min(0, '排序不能小于0')
      .max(9999, '排序不能大于9999')
      .default(0),
  },
  { error: '请求参数不正确' },
);
export type ArticleInput = z.input<typeof articleInput>;

const sortField = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0, '排序不能小于0')
  .max(9999, '排序不能大于9999')
  .default(0);

/** GET /api/operator/nav_items: every item of the storefront's main navigation, flat, in order. */
export const operatorNavItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  is_open: z.number().int(),
  sort: z.number().int(),
});
export type OperatorNavItem = z.infer<typeof operatorNavItem>;
export const operatorNavItemsAnswer = z.array(operatorNavItem);

/**
 * POST /api/operator/nav_items (new) and /api/operator/nav_items/{id} (edit). Two levels: a child's
 * parent is a top item. An empty url, or one starting with "*", shows why the item cannot open yet.
 */
export const navItemInput = z.object(
  {
    parent_id: z.preprocess(
      (v) => (v === '' || v === '0' || v === 0 ? null : v),
      z.coerce
        .number({ error: '上级导航不正确' })
        .int('上级导航不正确')
        .positive('上级导航不正确')
        .max(2_147_483_647, '上级导航不正确')
        .nullable()
        .default(null),
    ),
    name: z
      .string({ error: '请填写导航名称' })
      .trim()
      .min(1, '请填写导航名称')
      .max(32, '导航名称不能超过32个字符'),
    url: link('链接地址', false, true),
    is_open: z.coerce
      .number({ error: '打开方式不正确' })
      .int('打开方式不正确')
      .refine((v) => v === 0 || v === 1, '打开方式不正确')
      .default(0),
    sort: sortField,
  },
  { error: '请求参数不正确' },
);
export type NavItemInput = z.input<typeof navItemInput>;

/** GET /api/operator/links: the footer's friendly links, in order. */
export const operatorLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type OperatorLink = z.infer<typeof operatorLink>;
export const operatorLinksAnswer = z.array(operatorLink);

/** POST /api/operator/links (new) and /api/operator/links/{id} (edit). */
export const linkInput = z.object(
  {
    name: z
      .string({ error: '请填写链接名称' })
      .trim()
      .min(1, '请填写链接名称')
      .max(50, '链接名称不能超过50个字符'),
    url: link('链接地址', true),
    sort: sortField,
  },
  { error: '请求参数不正确' },
);
export type LinkInput = z.input<typeof linkInput>;
