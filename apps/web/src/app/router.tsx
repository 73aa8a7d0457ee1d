/**
 * The route table of spec §2: every path, its title and layout flags (handle: RouteMeta), and its
 * redirects. Besides paths.ts this is the only place pinyin paths live (see docs/route-map.md).
 * Children the spec writes as absolute paths (/basic under /zhzx, /yegl under /wdqb, /hmdd under
 * /order) sit in pathless groups with ids (user-centre, account-centre, order-centre, self-service,
 * wallet) so a layout can tell the group from useMatches() while the URL keeps the spec's path.
 */
import { createBrowserRouter, Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { LazyRouteErrorPage } from './antd/lazy-antd';
import { AppLayout } from './layouts/app-layout';
import { meta, type RouteMeta } from './route-meta';
import { paths } from './paths';
import { requireLogin } from './require-login';
import { prefetchGoodsDetail, prefetchGoodsList } from './route-prefetch';
import type { ZoneKey } from '../features/catalog/lib/zones';

type Flags = Partial<Omit<RouteMeta, 'title'>>;
type Lazy = NonNullable<RouteObject['lazy']>;

const MAIN_SITE_URL: string = import.meta.env.VITE_MAIN_SITE_URL ?? '/';

// Layout flag sets of spec §2.
const HOME: Flags = { categoryMenu: true, topAd: true };
const SHOP: Flags = { categoryMenu: true };
const MEMBER: Flags = { requiresLogin: true };
const AUTH: Flags = { loginHeader: true, sideBar: false, nav: false };
const BARE: Flags = { header: false, footer: false, sideBar: false, nav: false };
const cartFlags = (cartStep: 1 | 2 | 3 | 4): Flags => ({ requiresLogin: true, nav: false, cartStep });

const comingSoon: Lazy = async () => ({
  Component: (await import('../components/coming-soon-page')).ComingSoonPage,
});

/** A route whose page exists. */
function page(path: string, title: string, flags: Flags, lazy: Lazy): RouteObject {
  return { path, handle: meta(title, flags), lazy, ...(flags.requiresLogin && { loader: requireLogin }) };
}

/**
 * A route of the spec whose page is not built yet: it renders the shared coming-soon page. Every
 * route of spec §2 has its page now; this stays for routes the spec adds later.
 */
export function soon(path: string, title: string, flags: Flags = {}): RouteObject {
  return { path, handle: meta(title, { ...flags, comingSoon: true }), lazy: comingSoon };
}

/** A route that only redirects; its handle carries the destination's title. */
function moved(
  path: string,
  to: string | ((params: Record<string, string | undefined>) => string),
  title: string,
  flags: Flags = {},
): RouteObject {
  const loader: LoaderFunction = ({ params }) => redirect(typeof to === 'string' ? to : to(params));
  return { path, handle: meta(title, flags), loader };
}

/**
 * eleven_index lives on the main site. A same-site path is a client redirect; another origin is a
 * full navigation (replace, so Back does not bounce the user here again).
 */
export function leaveForMainSite(
  url: string = MAIN_SITE_URL,
  replace: (url: string) => void = (u) => window.location.replace(u),
): Response | null {
  if (url.startsWith('/') && !url.startsWith('//')) return redirect(url);
  replace(url);
  return null;
}

const home: Lazy = async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage });
const login: Lazy = async () => ({
  Component: (await import('../features/account/pages/login-page')).LoginPage,
});
const notFound: Lazy = async () => ({
  Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
});
const noActivity: Lazy = async () => ({
  Component: (await import('../features/errors/pages/no-activity-page')).NoActivityPage,
});
const loading: Lazy = async () => ({
  Component: (await import('../features/errors/pages/loading-page')).LoadingPage,
});
const goodsList: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/goods-list-page')).GoodsListPage,
});
const goodsInfo: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/goods-info-page')).GoodsInfoPage,
});
const brandZone: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/brand-zone-page')).BrandZonePage,
});
const brandInfo: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/brand-info-page')).BrandInfoPage,
});
const favourites: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/favorites-page')).FavoritesPage,
});
const freeShippingRule: Lazy = async () => ({
  Component: (await import('../features/catalog/pages/free-shipping-rule-page')).FreeShippingRulePage,
});
/** One zone list page, set up per zone (features/catalog/lib/zones.ts). */
const zone =
  (key: ZoneKey): Lazy =>
  async () => {
    const { ZoneListPage } = await import('../features/catalog/pages/zone-list-page');
    return { element: <ZoneListPage zone={key} /> };
  };
const activityLoading: Lazy = async () => ({
  Component: (await import('../features/errors/pages/loading-page')).ActivityLoadingPage,
});
const cartPage: Lazy = async () => ({
  Component: (await import('../features/cart/pages/cart-page')).CartPage,
});
const checkout: Lazy = async () => ({
  Component: (await import('../features/orders/pages/checkout-page')).CheckoutPage,
});
const payOrder: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/pay-order-page')).PayOrderPage,
});
const payDone: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/pay-done-page')).PayDonePage,
});
const orders: Lazy = async () => ({
  Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
});
const orderInfo: Lazy = async () => ({
  Component: (await import('../features/orders/pages/order-info-page')).OrderInfoPage,
});
const afterSaleInfo: Lazy = async () => ({
  Component: (await import('../features/orders/pages/after-sale-info-page')).AfterSaleInfoPage,
});
const returnInfo: Lazy = async () => ({
  Component: (await import('../features/orders/pages/after-sale-info-page')).ReturnInfoPage,
});
const receipts: Lazy = async () => ({
  Component: (await import('../features/orders/pages/receipts-page')).ReceiptsPage,
});
const quickPurchase: Lazy = async () => ({
  Component: (await import('../features/cart/pages/quick-purchase-page')).QuickPurchasePage,
});
const usualGoods: Lazy = async () => ({
  Component: (await import('../features/repeat/pages/usual-goods-page')).UsualGoodsPage,
});
const recurringOrders: Lazy = async () => ({
  Component: (await import('../features/repeat/pages/recurring-page')).RecurringPage,
});
const myQuotes: Lazy = async () => ({
  Component: (await import('../features/quotes/pages/my-quotes-page')).MyQuotesPage,
});
const proposals: Lazy = async () => ({
  Component: (await import('../features/quotes/pages/proposals-page')).ProposalsPage,
});
const balance: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/balance-page')).BalancePage,
});
const credit: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/credit-page')).CreditPage,
});
const redPackets: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/red-packets-page')).RedPacketsPage,
});
const coupons: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/coupons-page')).CouponsPage,
});
const couponCentre: Lazy = async () => ({
  Component: (await import('../features/coupon-centre/pages/coupon-centre-page')).CouponCentrePage,
});
const cashback: Lazy = async () => ({
  Component: (await import('../features/cashback/pages/cashback-page')).CashbackPage,
});
/** One step of 注册. */
const register =
  (step: 1 | 2 | 3 | 4): Lazy =>
  async () => {
    const { RegisterPage } = await import('../features/account/pages/register-page');
    return { element: <RegisterPage step={step} /> };
  };
/** One step of 忘记密码. */
const forget =
  (step: 1 | 2 | 3): Lazy =>
  async () => {
    const { ForgetPage } = await import('../features/account/pages/forget-page');
    return { element: <ForgetPage step={step} /> };
  };
const registerWechat: Lazy = async () => ({
  Component: (await import('../features/account/pages/register-wechat-page')).RegisterWechatPage,
});
/** One step of 多门店注册. */
const registerStores =
  (step: 1 | 2 | 3): Lazy =>
  async () => {
    const { RegisterStoresPage } = await import('../features/account/pages/register-stores-page');
    return { element: <RegisterStoresPage step={step} /> };
  };
const stores: Lazy = async () => ({
  Component: (await import('../features/account/pages/stores-page')).StoresPage,
});
const approvals: Lazy = async () => ({
  Component: (await import('../features/orders/pages/approvals-page')).ApprovalsPage,
});
const memberCentre: Lazy = async () => ({
  Component: (await import('../features/account/pages/member-centre-page')).MemberCentrePage,
});
const qualifications: Lazy = async () => ({
  Component: (await import('../features/account/pages/qualifications-page')).QualificationsPage,
});
const bindWechat: Lazy = async () => ({
  Component: (await import('../features/account/pages/bind-wechat-page')).BindWechatPage,
});
const basicInfo: Lazy = async () => ({
  Component: (await import('../features/account/pages/basic-page')).BasicPage,
});
const addresses: Lazy = async () => ({
  Component: (await import('../features/account/pages/addresses-page')).AddressesPage,
});
const agreement: Lazy = async () => ({
  Component: (await import('../features/account/pages/agreement-page')).AgreementPage,
});
const messages: Lazy = async () => ({
  Component: (await import('../features/service/pages/messages-page')).MessagesPage,
});
const goodsAlerts: Lazy = async () => ({
  Component: (await import('../features/purchasing/pages/goods-alerts-page')).GoodsAlertsPage,
});
const varietyList: Lazy = async () => ({
  Component: (await import('../features/service/pages/variety-list-page')).VarietyListPage,
});
const varietyAdd: Lazy = async () => ({
  Component: (await import('../features/service/pages/variety-add-page')).VarietyAddPage,
});
const varietyInfo: Lazy = async () => ({
  Component: (await import('../features/service/pages/variety-info-page')).VarietyInfoPage,
});
const feedback: Lazy = async () => ({
  Component: (await import('../features/service/pages/feedback-page')).FeedbackPage,
});
const invoices: Lazy = async () => ({
  Component: (await import('../features/service/pages/invoices-page')).InvoicesPage,
});
const cashVouchers: Lazy = async () => ({
  Component: (await import('../features/wallet/pages/cash-vouchers-page')).CashVouchersPage,
});

const help: Lazy = async () => ({
  Component: (await import('../features/content/pages/help-page')).HelpPage,
});
const newsList: Lazy = async () => ({
  Component: (await import('../features/content/pages/news-list-page')).NewsListPage,
});
const newsInfo: Lazy = async () => ({
  Component: (await import('../features/content/pages/news-info-page')).NewsInfoPage,
});
const welfare: Lazy = async () => ({
  Component: (await import('../features/activity/pages/welfare-page')).WelfarePage,
});
const combinations: Lazy = async () => ({
  Component: (await import('../features/activity/pages/combinations-page')).CombinationsPage,
});
const activityZones: Lazy = async () => ({
  Component: (await import('../features/activity/pages/activity-zones-page')).ActivityZonesPage,
});
const activityCentre: Lazy = async () => ({
  Component: (await import('../features/activity/pages/activity-centre-page')).ActivityCentrePage,
});
const specials: Lazy = async () => ({
  Component: (await import('../features/activity/pages/specials-page')).SpecialsPage,
});
const specialsList: Lazy = async () => ({
  Component: (await import('../features/activity/pages/specials-list-page')).SpecialsListPage,
});
const zoneTemplate: Lazy = async () => ({
  Component: (await import('../features/activity/pages/template-page')).ZoneTemplatePage,
});
const activityTemplate: Lazy = async () => ({
  Component: (await import('../features/activity/pages/template-page')).ActivityTemplatePage,
});

const pointsMall: Lazy = async () => ({
  Component: (await import('../features/points/pages/points-mall-page')).PointsMallPage,
});
const pointsOrders: Lazy = async () => ({
  Component: (await import('../features/points/pages/points-orders-page')).PointsOrdersPage,
});
const pointsLog: Lazy = async () => ({
  Component: (await import('../features/points/pages/points-log-page')).PointsLogPage,
});

/** antd's theme, locale and <App> around every page but the home page, loaded along with the page. */
const antdPages: Lazy = async () => {
  const { AntdScope } = await import('./antd/antd-scope');
  return {
    element: (
      <AntdScope>
        <Outlet />
      </AntdScope>
    ),
  };
};
// The home page renders without antd (plain React and CSS) so a visitor's first load stays light.
const homeRoute: RouteObject = { index: true, handle: meta('首页', HOME), lazy: home };

const topLevel: RouteObject[] = [
  page('/login', '登录', AUTH, login),
  page('/404', '404', {}, notFound),
  page('/noActivity', '活动不存在', {}, noActivity),
  page('/loading', '加载中', BARE, loading),
  page('/loading/activity', '活动加载中', BARE, activityLoading),
  moved('/activity/:url?/:url1?/:url2?', paths.loadingActivity, '活动加载中', BARE),
  { path: '/eleven_index', handle: meta('双十一活动', BARE), loader: () => leaveForMainSite() },
  page('/jfsc', '积分商城', {}, pointsMall),
  page('/list/other/:id/:name?', '药品列表', SHOP, goodsList),
];

const brandZoneRoutes: RouteObject[] = [
  page('/ppzq/:page?', '品牌专区', SHOP, brandZone),
  page('/ppzq/info/:id/:page?', '品牌详情', SHOP, brandInfo),
];

const userCentre: RouteObject = {
  id: 'user-centre',
  children: [
    // Both paths are the member centre (spec §2).
    page('/user', '会员中心', MEMBER, memberCentre),
    page('/user_hyzx', '会员中心', MEMBER, memberCentre),
    {
      id: 'account-centre',
      children: [
        moved('/zhzx', paths.basicInfo, '基本信息', MEMBER),
        page('/basic', '基本信息', MEMBER, basicInfo),
        page('/zzzj', '资质证件', MEMBER, qualifications),
        page('/ddgl', '多门店管理', MEMBER, stores),
        page('/bdwx', '绑定微信', MEMBER, bindWechat),
        page('/addr', '收货地址', MEMBER, addresses),
        page('/wdxx', '我的消息', MEMBER, messages),
        page('/dhtz', '到货/降价通知', MEMBER, goodsAlerts),
      ],
    },
    {
      id: 'order-centre',
      children: [
        page('/order', '我的订单', MEMBER, orders),
        page('/order/info/:id', '订单详情', MEMBER, orderInfo),
        page('/order/returnInfo/:id', '退货详情', MEMBER, returnInfo),
        page('/order/afterSalesInfo/:id', '售后详情', MEMBER, afterSaleInfo),
        moved('/order/wl/:id', (p) => paths.orderInfo(p.id ?? ''), '订单详情', MEMBER),
        page('/jfdd', '积分订单', MEMBER, pointsOrders),
        page('/hmdd', '含麻订单回执', MEMBER, receipts),
        page('/ddsp', '采购审批', MEMBER, approvals),
      ],
    },
    {
      id: 'self-service',
      children: [
        moved('/zzfw', paths.quickPurchase, '快捷采购', MEMBER),
        moved('/quick_purchase', paths.quickPurchase, '快捷采购', MEMBER),
        page('/kjcg', '快捷采购', MEMBER, quickPurchase),
        page('/cgqd', '常购清单', MEMBER, usualGoods),
        page('/dqcg', '定期采购', MEMBER, recurringOrders),
        page('/wdxj', '我的询价', MEMBER, myQuotes),
        page('/dgdd', '代购订单', MEMBER, proposals),
        page('/pzqg', '品种求购', MEMBER, varietyList),
        page('/pzqg/add', '新增求购', MEMBER, varietyAdd),
        page('/pzqg/info', '求购详情', MEMBER, varietyInfo),
        page('/dzfp', '电子发票', MEMBER, invoices),
        page('/star', '我的收藏', MEMBER, favourites),
        page('/yjfk', '意见反馈', MEMBER, feedback),
      ],
    },
    {
      id: 'wallet',
      children: [
        moved('/wdqb', paths.balance, '余额管理', MEMBER),
        page('/yegl', '余额管理', MEMBER, balance),
        page('/zqgl', '账期管理', MEMBER, credit),
        page('/zhhb', '账户红包', MEMBER, redPackets),
        page('/jfgl', '积分管理', MEMBER, pointsLog),
        page('/yhq', '优惠券', MEMBER, coupons),
        page('/xjq', '现金券', MEMBER, cashVouchers),
      ],
    },
    page('/dzht', '电子合同', MEMBER, agreement),
  ],
};

const withLoader = (route: RouteObject, loader: LoaderFunction): RouteObject => ({ ...route, loader });

const listAndSearch: RouteObject[] = [
  withLoader(page('/list', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/table', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/no_image', '药品列表', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/list/info/:id', '商品详情', SHOP, goodsInfo), prefetchGoodsDetail),
  withLoader(page('/search', '搜索结果', SHOP, goodsList), prefetchGoodsList),
  withLoader(page('/search/table', '搜索结果', SHOP, goodsList), prefetchGoodsList),
];

const cart: RouteObject[] = [
  page('/cart', '购物车', cartFlags(1), cartPage),
  page('/cart/step2', '核对订单信息', cartFlags(2), checkout),
  page('/cart/step3/:id', '支付订单', cartFlags(3), payOrder),
  page('/cart/step4', '支付完成', cartFlags(4), payDone),
  page('/cart/hm', '支付订单', cartFlags(3), payOrder),
];

const zones: RouteObject[] = [
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

const accountAccess: RouteObject[] = [
  moved('/forget', paths.forgetStep(1), '忘记密码', AUTH),
  page('/forget/step1', '忘记密码', AUTH, forget(1)),
  page('/forget/step2', '重置密码', AUTH, forget(2)),
  page('/forget/step3', '重置成功', AUTH, forget(3)),
  moved('/register', paths.registerIndex, '注册', AUTH),
  moved('/register_index', paths.registerStep(1), '注册', AUTH),
  page('/register/step1', '注册', AUTH, register(1)),
  page('/register/step2', '注册', AUTH, register(2)),
  page('/register/step3', '注册', AUTH, register(3)),
  page('/register/step4', '注册', AUTH, register(4)),
  moved('/register_dd', paths.registerStoresStep(1), '多门店注册', AUTH),
  page('/register/dd/step1', '多门店注册', AUTH, registerStores(1)),
  page('/register/dd/step2', '多门店注册', AUTH, registerStores(2)),
  page('/register/dd/step3', '多门店注册', AUTH, registerStores(3)),
  page('/register/wechat', '微信注册', AUTH, registerWechat),
];

const helpAndNews: RouteObject[] = [
  {
    id: 'help',
    children: [
      page('/help', '帮助中心', {}, help),
      page('/help/xrzn/hyzc', '会员注册', {}, help),
      page('/help/xrzn/gwzn', '购物指南', {}, help),
      page('/help/xrzn/aqgy', '安全购药', {}, help),
      page('/help/fwbz/wzzz', '网站资质', {}, help),
      page('/help/fwbz/yhxy', '用户协议', {}, help),
      page('/help/fwbz/zskf', '专属客服', {}, help),
      page('/help/us/tsjy', '投诉建议', {}, help),
      page('/help/us/link', '联系我们', {}, help),
      page('/help/pay', '支付配送', {}, help),
      page('/help/zfps/ddzf', '订单支付', {}, help),
      page('/help/zfps/hwps', '货物配送', {}, help),
      page('/help/zfps/ypth', '药品退换', {}, help),
    ],
  },
  {
    id: 'news',
    children: [
      page('/news/hy', '行业资讯', {}, newsList),
      page('/news/company', '公司新闻', {}, newsList),
      page('/news/info/:id/:type', '资讯详情', {}, newsInfo),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppLayout />, // mounts <ErrorPresenterBridge/> for lib/http.ts
    errorElement: <LazyRouteErrorPage />,
    // Shown while the first lazy page of a visit loads, before the layout can render.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      {
        // Page errors render inside the layout; the root errorElement catches layout failures.
        id: 'pages',
        errorElement: <LazyRouteErrorPage />,
        children: [
          homeRoute,
          {
            // Every page but the home page uses antd: its theme, locale and <App> load with them.
            id: 'antd-pages',
            lazy: antdPages,
            children: [
              ...topLevel,
              ...brandZoneRoutes,
              userCentre,
              ...listAndSearch,
              ...cart,
              ...zones,
              ...accountAccess,
              ...helpAndNews,
              moved('*', paths.notFound, '404'),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter(opts?: Parameters<typeof createBrowserRouter>[1]) {
  return createBrowserRouter(routes, opts);
}
