/**
 * Named builders for every path of spec §2. Besides the route table (router.tsx, routes/*.tsx) this
 * is the only place pinyin paths live: features link with `paths.goodsInfo(id)`, never with a literal '/list/info/…'.
 */

type Id = string | number;

const seg = (value: Id) => encodeURIComponent(String(value));

/** Appends a query string, skipping undefined, null and empty values. */
function withQuery(path: string, query: Record<string, Id | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Query of the drug list (spec §2: select, qx, zy). */
export interface ListQuery {
  select?: Id;
  qx?: Id;
  zy?: Id;
  [key: string]: Id | undefined | null;
}

export const paths = {
  // Top level
  home: '/',
  login: '/login',
  loginWithRedirect: (redirect: string) => withQuery('/login', { redirect }),
  notFound: '/404',
  noActivity: '/noActivity',
  loading: '/loading',
  loadingActivity: '/loading/activity',
  pointsMall: '/jfsc',
  otherList: (id: Id, name?: string) =>
    name ? `/list/other/${seg(id)}/${seg(name)}` : `/list/other/${seg(id)}`,
  elevenIndex: '/eleven_index',

  // Brand zone
  brandZone: (page?: Id) => (page === undefined ? '/ppzq' : `/ppzq/${seg(page)}`),
  brandInfo: (id: Id, page?: Id) =>
    page === undefined ? `/ppzq/info/${seg(id)}` : `/ppzq/info/${seg(id)}/${seg(page)}`,

  // User centre
  user: '/user',
  memberCentre: '/user_hyzx',
  accountCentre: '/zhzx',
  basicInfo: '/basic',
  qualifications: '/zzzj',
  stores: '/ddgl',
  bindWechat: '/bdwx',
  addresses: '/addr',
  messages: '/wdxx',
  /** 到货/降价通知 (not in the spec: issue 14). */
  goodsAlerts: '/dhtz',
  orders: '/order',
  orderInfo: (id: Id) => `/order/info/${seg(id)}`,
  returnInfo: (id: Id) => `/order/returnInfo/${seg(id)}`,
  afterSalesInfo: (id: Id) => `/order/afterSalesInfo/${seg(id)}`,
  orderLogistics: (id: Id) => `/order/wl/${seg(id)}`,
  pointsOrders: '/jfdd',
  receipts: '/hmdd',
  /** 采购审批: a chain headquarters' stores' orders waiting for it (not in the spec: issue 14). */
  approvals: '/ddsp',
  selfService: '/zzfw',
  quickPurchase: '/kjcg',
  /** 常购清单 with 补货提醒 and named lists (issue 24). */
  usualGoods: '/cgqd',
  /** 定期采购 plans (issue 24). */
  recurringOrders: '/dqcg',
  /** 我的询价 (issue 24). */
  myQuotes: '/wdxj',
  /** 代购订单: orders the account manager prepared (issue 24). */
  proposals: '/dgdd',
  wantedList: '/pzqg',
  wantedAdd: '/pzqg/add',
  wantedInfo: (id?: Id) => withQuery('/pzqg/info', { id }),
  invoices: '/dzfp',
  /** 电子发票查询 by (part of) an order number. */
  invoicesOf: (orderNo?: string) => withQuery('/dzfp', { order_no: orderNo }),
  favourites: '/star',
  feedback: '/yjfk',
  contract: '/dzht',

  // Wallet
  wallet: '/wdqb',
  balance: '/yegl',
  credit: '/zqgl',
  redPackets: '/zhhb',
  points: '/jfgl',
  coupons: '/yhq',
  cashVouchers: '/xjq',

  // Drug list and search
  list: '/list',
  listWith: (query: ListQuery) => withQuery('/list', query),
  listTable: '/list/table',
  listNoImage: '/list/no_image',
  goodsInfo: (id: Id) => `/list/info/${seg(id)}`,
  search: '/search',
  searchTable: '/search/table',
  /** type: 0 drug, 1 manufacturer (spec §9). */
  searchWith: (keywords: string, type: 0 | 1 = 0) =>
    withQuery('/search', { keywords: keywords.trim(), type }),

  // Cart
  cart: '/cart',
  cartStep2: '/cart/step2',
  cartStep3: (id: Id) => `/cart/step3/${seg(id)}`,
  cartStep4: '/cart/step4',
  cartHm: '/cart/hm',
  /** Step 2 for the chosen cart lines (`?ids=1,2,3`). */
  cartStep2With: (ids: readonly Id[]) => withQuery('/cart/step2', { ids: ids.join(',') }),
  cartStep4With: (orderId: Id) => withQuery('/cart/step4', { order_id: orderId }),
  /** 含特殊药品 orders pay here (company account only). */
  cartHmWith: (orderId: Id) => withQuery('/cart/hm', { order_id: orderId }),

  // Zones
  freeShipping: '/yx',
  freeShippingTable: '/yx/table',
  freeShippingRule: '/yx/rule',
  activity: (id?: Id) => (id === undefined ? '/yjh' : `/yjh/${seg(id)}`),
  activityCentre: (ids: Id, id?: Id) =>
    id === undefined ? `/Hdzx/${seg(ids)}` : `/Hdzx/${seg(ids)}/${seg(id)}`,
  controlledSales: '/kxzq',
  controlledSalesNew: '/kxzq/new',
  controlledSalesGoods: (url: Id, ads?: Id) =>
    ads === undefined ? `/kxzq/goods/${seg(url)}` : `/kxzq/goods/${seg(url)}/${seg(ads)}`,
  herbal: '/zyyp',
  devices: '/qxzq',
  nearExpiry: '/jxqzc',
  cashback: '/hb',
  welfare: '/welfare',
  dailySpecial: '/mrtj',
  combination: '/zhzq',
  couponCentre: '/lqzx',
  zoneTemplate: '/zqmb',
  activityTemplate: '/hdmb',
  yyh: '/yyh',
  yyhList: '/yyh/list',

  // Forgot password and registration
  forget: '/forget',
  forgetStep: (step: 1 | 2 | 3) => `/forget/step${step}`,
  register: '/register',
  registerIndex: '/register_index',
  registerStep: (step: 1 | 2 | 3 | 4) => `/register/step${step}`,
  registerStores: '/register_dd',
  registerStoresStep: (step: 1 | 2 | 3) => `/register/dd/step${step}`,
  registerWechat: '/register/wechat',

  // Help and news
  help: '/help',
  helpPay: '/help/pay',
  helpArticle: {
    memberRegistration: '/help/xrzn/hyzc',
    shoppingGuide: '/help/xrzn/gwzn',
    safePurchase: '/help/xrzn/aqgy',
    siteCredentials: '/help/fwbz/wzzz',
    userAgreement: '/help/fwbz/yhxy',
    dedicatedService: '/help/fwbz/zskf',
    complaints: '/help/us/tsjy',
    contact: '/help/us/link',
    orderPayment: '/help/zfps/ddzf',
    delivery: '/help/zfps/hwps',
    returns: '/help/zfps/ypth',
  },
  industryNews: '/news/hy',
  companyNews: '/news/company',
  newsInfo: (id: Id, type: Id) => `/news/info/${seg(id)}/${seg(type)}`,
} as const;
