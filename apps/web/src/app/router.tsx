/**
 * The route table of spec §2: every path, its title and layout flags (handle: RouteMeta), and its
 * redirects. Each area's pages are declared in `routes/*.tsx` (shop floor, member centre, cart,
 * registration, help and news) with the helpers of `routes/route-kit.ts`; this file assembles them
 * under the layout. Besides these and paths.ts no place holds pinyin paths (see docs/route-map.md).
 */
import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { LazyRouteErrorPage } from './antd/lazy-antd';
import { AppLayout } from './layouts/app-layout';
import { meta } from './route-meta';
import { paths } from './paths';
import { accountAccess } from './routes/account-access';
import { cart } from './routes/cart';
import { helpAndNews } from './routes/content';
import { userCentre } from './routes/member';
import { AUTH, BARE, HOME, SHOP, lazyPage, moved, page, type Lazy } from './routes/route-kit';
import { brandZoneRoutes, goodsList, listAndSearch, zones } from './routes/shop';

const MAIN_SITE_URL: string = import.meta.env.VITE_MAIN_SITE_URL ?? '/';

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

const home = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const login = lazyPage(() => import('../features/account/pages/login-page'), 'LoginPage');
const notFound = lazyPage(() => import('../features/errors/pages/not-found-page'), 'NotFoundPage');
const noActivity = lazyPage(() => import('../features/errors/pages/no-activity-page'), 'NoActivityPage');
const loading = lazyPage(() => import('../features/errors/pages/loading-page'), 'LoadingPage');
const activityLoading = lazyPage(
  () => import('../features/errors/pages/loading-page'),
  'ActivityLoadingPage',
);
const pointsMall = lazyPage(() => import('../features/points/pages/points-mall-page'), 'PointsMallPage');

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
