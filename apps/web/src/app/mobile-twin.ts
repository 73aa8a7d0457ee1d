/**
 * Phones opening a PC page that has a mobile twin are sent to it (issue 25): the home page, lists and
 * search, goods detail, cart, orders, after-sales, the member centre, points mall, coupons and messages. `?pc=1` (the mobile site's 「电脑版」 link)
 * or the remembered choice keeps the phone on the PC site.
 */
const PHONE = /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile/i;

export function isPhone(userAgent: string): boolean {
  return PHONE.test(userAgent);
}

const qs = (params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** PC pages whose /m/ twin takes no query. */
const SAME_PAGE: Record<string, string> = {
  '/jfsc': '/m/points',
  '/jfdd': '/m/points/orders',
  '/lqzx': '/m/coupon-centre',
  '/yhq': '/m/coupons',
  '/wdxx': '/m/messages',
  '/register': '/m/register',
};

/** The /m/ page of a PC path and query, or null when it has none. */
export function mobileTwin(pathname: string, search: string): string | null {
  const q = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, '') || '/';
  const goods = /^\/list\/info\/(\d+)$/.exec(path);
  if (goods) return `/m/goods/${goods[1]}`;
  const order = /^\/order\/info\/(\d+)$/.exec(path);
  if (order) return `/m/orders/${order[1]}`;
  if (path === '/') return '/m/';
  if (path === '/search' || path === '/search/table')
    return `/m/search${qs({ keyword: q.get('keywords') ?? q.get('keyword') })}`;
  if (path === '/list' || path === '/list/table' || path === '/list/no_image') {
    const select = q.get('select');
    const category = select && /^\d+$/.test(select) ? select : null;
    return `/m/search${qs({ category_id: category, select: category ? null : select, keyword: q.get('keywords') })}`;
  }
  if (path === '/jxqzc') return '/m/search?zone=near_expiry';
  if (path === '/cart' || path === '/cart/step2') return '/m/cart';
  const afterSale = /^\/order\/afterSalesInfo\/(\d+)$/.exec(path);
  if (afterSale) return `/m/after-sales/${afterSale[1]}`;
  if (path === '/order') return q.get('status') === 'after_sale' ? '/m/after-sales' : '/m/orders';
  const twin = SAME_PAGE[path];
  if (twin) return twin;
  if (['/user', '/user_hyzx', '/zhzx'].includes(path)) return '/m/me';
  if (path === '/login') return `/m/login${qs({ redirect: null })}`;
  return null;
}

/** Where this page load should go instead, or null to stay. */
export function phoneRedirect(
  location: Pick<Location, 'pathname' | 'search'>,
  userAgent: string,
): string | null {
  if (!isPhone(userAgent)) return null;
  if (new URLSearchParams(location.search).get('pc') === '1') {
    try {
      localStorage.setItem('yc_prefer_pc', '1');
    } catch {
      // private mode: this visit stays on the PC site anyway
    }
    return null;
  }
  try {
    if (localStorage.getItem('yc_prefer_pc') === '1') return null;
  } catch {
    // no storage: go by the user agent
  }
  return mobileTwin(location.pathname, location.search);
}
