/** Paths inside the console (the router's basename `/admin` is added by react-router). */
export const paths = {
  login: '/login',
  dashboard: '/',
  reviews: (status?: string) => (status ? `/reviews?status=${status}` : '/reviews'),
  review: (id: number | string) => `/reviews/${id}`,
  members: (status?: string) => (status ? `/members?status=${status}` : '/members'),
  goods: '/goods',
  goodsNew: '/goods/new',
  goodsEdit: (id: number | string) => `/goods/${id}/edit`,
  orders: (status?: string) => (status ? `/orders?status=${status}` : '/orders'),
  /** 扫码发货: packing an order with its 药品追溯码. */
  orderShip: (id: number | string) => `/orders/${id}/ship`,
  /** Orders whose 含特殊药品 receipt waits for a check. */
  pendingReceipts: '/orders?receipt_status=pending',
  afterSales: (status?: string) => (status ? `/after-sales?status=${status}` : '/after-sales'),
  audit: '/audit',
  integration: '/integration',
  /** 询价管理 (issue 24). */
  quotes: '/quotes',
  /** 我的客户, a member's detail and 代客下单 (issue 24). */
  customers: '/customers',
  customer: (id: number | string) => `/customers/${id}`,
  proposalNew: (memberId?: number | string) =>
    memberId ? `/customers/proposals/new?member_id=${memberId}` : '/customers/proposals/new',
  fullReductions: '/promotions',
  /** 换购 (trade-up) activities, beside 满减. */
  tradeUps: '/promotions/trade-up',
  activityPrices: '/promotions/activity-prices',
  promotionPreview: '/promotions/preview',
  couponTemplates: '/promotions/coupons',
  cashbackRules: '/promotions/cashback',
  storewide: '/promotions/storewide',
  combinations: '/promotions/combinations',
  draws: '/promotions/draws',
  pointsMall: '/promotions/points',
  pointsOrders: (status?: string) => (status ? `/orders/points?status=${status}` : '/orders/points'),
  banners: '/content',
  siteSettings: '/content/settings',
  articles: '/content/articles',
  /** 导航与链接: the storefront's main navigation and footer links. */
  navLinks: '/content/nav',
  /** 首营资料: the wholesaler's licences in every shipped order's pack. */
  supplierDocuments: '/content/documents',
  staff: '/staff',
  /** 财务管理: bank transfers to review, payments, grants and statements. */
  financeTransfers: '/finance',
  financePayments: '/finance/payments',
  financeNotices: '/finance/notices',
  financeProviderRefunds: '/finance/provider-refunds',
  financeGrants: '/finance/grants',
  financeStatements: '/finance/statements',
  /** 在线客服 inbox; `id` opens that conversation. */
  chat: (id?: number) => (id ? `/chat?id=${id}` : '/chat'),
  varietyRequests: (status?: string) => (status ? `/service?status=${status}` : '/service'),
  feedback: (replied?: '0' | '1') => (replied ? `/service/feedback?replied=${replied}` : '/service/feedback'),
};

/** A same-console path to return to after login; anything else goes to the dashboard. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}
