/** Paths inside the mobile app (the router's basename is /m). */
export const m = {
  home: '/',
  category: '/category',
  search: (query: Record<string, string | number | undefined> = {}) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
    const text = q.toString();
    return text ? `/search?${text}` : '/search';
  },
  goods: (id: number | string) => `/goods/${id}`,
  cart: '/cart',
  checkout: (ids: number[]) => `/checkout?ids=${ids.join(',')}`,
  payDone: (orderId: number) => `/pay/done?order_id=${orderId}`,
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  me: '/me',
  login: '/login',
  scan: '/scan',
  messages: '/messages',
  points: '/points',
  pointsGoods: (id: number | string) => `/points/${id}`,
  pointsOrders: '/points/orders',
  couponCentre: '/coupon-centre',
  coupons: '/coupons',
  chat: '/chat',
  register: '/register',
  afterSales: '/after-sales',
  afterSale: (id: number | string) => `/after-sales/${id}`,
  addresses: '/addresses',
  /** The address page that returns to where it was opened once an address is saved. */
  addressesAndBack: '/addresses?back=1',
  afterSaleApply: (orderId: number | string) => `/orders/${orderId}/after-sale`,
};

/** The PC storefront (a 「电脑版」 link): the choice is remembered so the PC site does not send the phone back. */
export function openDesktop(path = '/') {
  try {
    localStorage.setItem('yc_prefer_pc', '1');
  } catch {
    // private mode: the ?pc=1 below still keeps this visit on the PC site
  }
  window.location.href = `${path}${path.includes('?') ? '&' : '?'}pc=1`;
}
