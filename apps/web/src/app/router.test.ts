import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { leaveForMainSite, routes } from './router';
import { documentTitle, isRouteMeta, meta, type RouteMeta } from './route-meta';
import { paths } from './paths';
import { SPEC_PATHS } from './spec-paths';

function leaf(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`no route for ${path}`);
  return matches[matches.length - 1];
}

function handleOf(path: string): RouteMeta {
  const { route } = leaf(path);
  if (!isRouteMeta(route.handle)) throw new Error(`route for ${path} has no RouteMeta handle`);
  return route.handle;
}

/** Runs the route's redirect loader once; null when the path renders a page. */
async function redirectOf(path: string): Promise<string | null> {
  const { route, params } = leaf(path);
  if (typeof route.loader !== 'function') return null;
  const args = { params, request: new Request(`http://localhost${path}`), context: {} };
  const result: unknown = await route.loader(args as unknown as LoaderFunctionArgs);
  if (!(result instanceof Response)) return null;
  expect([301, 302]).toContain(result.status);
  return result.headers.get('Location');
}

/** Follows redirect loaders until a route renders; returns the final path. */
async function resolve(path: string): Promise<string> {
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const next = await redirectOf(current);
    if (next === null) return current;
    current = next;
  }
  throw new Error(`too many redirects from ${path}`);
}

describe('route table (spec §2)', () => {
  it.each(SPEC_PATHS)('%s renders a page titled "%s"', async (path, title) => {
    expect(handleOf(path).title).toBe(title);
    expect(await resolve(path)).toBe(path);
    expect(leaf(path).route.lazy).toBeTypeOf('function');
  });

  it('every route has a RouteMeta handle except pathless groups', () => {
    const walk = (list: RouteObject[]): void => {
      for (const route of list) {
        if (route.path !== undefined || route.index) expect(isRouteMeta(route.handle), route.path).toBe(true);
        if (route.children) walk(route.children);
      }
    };
    walk(routes[0].children!);
  });

  it.each([
    ['/zhzx', '/basic'],
    ['/wdqb', '/yegl'],
    ['/zzfw', '/kjcg'],
    ['/quick_purchase', '/kjcg'],
    ['/forget', '/forget/step1'],
    ['/register', '/register/step1'],
    ['/register_index', '/register/step1'],
    ['/register_dd', '/register/dd/step1'],
    ['/order/wl/42', '/order/info/42'],
    ['/activity', '/loading/activity'],
    ['/activity/a', '/loading/activity'],
    ['/activity/a/b/c', '/loading/activity'],
    ['/no/such/page', '/404'],
    ['/list/info', '/404'],
    ['/register/step5', '/404'],
  ])('%s redirects to %s', async (from, to) => {
    expect(await resolve(from)).toBe(to);
  });

  it('/register goes through /register_index', async () => {
    expect(await redirectOf('/register')).toBe('/register_index');
  });

  it('/eleven_index leaves for the main site', async () => {
    expect(await resolve('/eleven_index')).toBe('/');
    const replace = vi.fn();
    expect(leaveForMainSite('https://www.example.com/', replace)).toBeNull();
    expect(replace).toHaveBeenCalledWith('https://www.example.com/');
    const result = leaveForMainSite('/', replace);
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/');
  });

  it('absolute children keep their spec paths inside their groups', () => {
    const ids = (path: string) => matchRoutes(routes, path)!.map((m) => m.route.id);
    expect(ids('/basic')).toContain('account-centre');
    expect(ids('/hmdd')).toContain('order-centre');
    expect(ids('/kjcg')).toContain('self-service');
    expect(ids('/yegl')).toContain('wallet');
    expect(ids('/yegl')).toContain('user-centre');
    expect(ids('/list')).not.toContain('user-centre');
  });

  it('layout flags follow the spec', () => {
    expect(handleOf('/')).toMatchObject({ categoryMenu: true, topAd: true, header: true, footer: true });
    expect(handleOf('/login')).toMatchObject({
      loginHeader: true,
      header: false,
      sideBar: false,
      nav: false,
    });
    for (const path of ['/forget/step2', '/register/step1', '/register/dd/step3', '/register/wechat']) {
      expect(handleOf(path), path).toMatchObject({ loginHeader: true, header: false, sideBar: false });
    }
    expect(handleOf('/yx/rule')).toMatchObject({ header: false, footer: false, sideBar: false });
    for (const path of ['/cart', '/cart/step2', '/cart/step3/1', '/cart/step4', '/cart/hm']) {
      expect(handleOf(path).categoryMenu, path).toBe(false);
    }
    expect(handleOf('/cart/step3/1').cartStep).toBe(3);
    for (const path of [
      '/user',
      '/user_hyzx',
      '/basic',
      '/order/info/1',
      '/hmdd',
      '/star',
      '/yegl',
      '/dzht',
    ]) {
      expect(handleOf(path).requiresLogin, path).toBe(true);
    }
    expect(handleOf('/list').requiresLogin).toBeFalsy();
    expect(handleOf(paths.goodsAlerts)).toMatchObject({ title: '到货/降价通知', requiresLogin: true });
    expect(handleOf('/help').topAd).toBe(false);
  });

  it('paths.ts builders land on the matching routes', () => {
    expect(handleOf(paths.goodsInfo(7)).title).toBe('商品详情');
    expect(handleOf(paths.cartStep3(9)).title).toBe('支付订单');
    expect(handleOf(paths.newsInfo(3, 'hy')).title).toBe('资讯详情');
    expect(handleOf(paths.otherList(1, '感冒 药')).title).toBe('药品列表');
    expect(handleOf(paths.brandInfo(2, 3)).title).toBe('品牌详情');
    expect(handleOf(paths.activityCentre('1,2')).title).toBe('活动中心');
    expect(handleOf(paths.controlledSalesGoods('x', 'y')).title).toBe('控销商品');
    expect(handleOf(paths.helpArticle.returns).title).toBe('药品退换');
    expect(paths.listWith({ select: 3, qx: undefined, zy: 2 })).toBe('/list?select=3&zy=2');
    expect(paths.searchWith(' 感冒灵 ', 1)).toBe(`/search?keywords=${encodeURIComponent('感冒灵')}&type=1`);
  });

  it('routes still coming soon', () => {
    const soon: string[] = [];
    const walk = (list: RouteObject[]): void => {
      for (const route of list) {
        if (isRouteMeta(route.handle) && route.handle.comingSoon) soon.push(route.path ?? '(index)');
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    // Update this list when a page is built: remove its path here and set the route's page in app/routes.
    expect(soon).toEqual([]);
  });
});

describe('route meta', () => {
  it('documentTitle joins route and site titles', () => {
    expect(documentTitle('首页', '药采网')).toBe('首页 - 药采网');
    expect(documentTitle('', '药采网')).toBe('药采网');
    expect(documentTitle('  ', '药采网')).toBe('药采网');
  });

  it('meta has the documented defaults', () => {
    expect(meta('x')).toEqual({
      title: 'x',
      header: true,
      loginHeader: false,
      footer: true,
      sideBar: true,
      categoryMenu: false,
      nav: true,
      topAd: false,
    });
    expect(meta('x', { loginHeader: true }).header).toBe(false);
    expect(meta('x', { loginHeader: true, header: true }).header).toBe(true);
  });
});
