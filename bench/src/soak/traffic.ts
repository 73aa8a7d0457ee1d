import type { SoakBuyer } from './fixtures';

export const KINDS = [
  'goods/list',
  'goods/detail',
  'goods/search',
  'cart/list',
  'cart/checkout',
  'order/create',
  'pay (balance)',
  'order/list',
  'cart (add)',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Call {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  body?: unknown;
  /** What the answer teaches the buyer who asked: its cart lines, its new order. */
  after?: (ok: boolean, data: any) => void;
}

/** 20 slots, repeated: 13 page views (List, Search, Detail) and 7 Buyer steps (a page view when all are busy). */
const MIX = 'LSDBLBDSLBSDBLBSDLBB';

const LIST_PATHS = [
  'page=1',
  'page=2',
  'sort=sales&page=1',
  'sort=price&order=asc&page=1',
  'sort=newest&page=1',
  'zone=herbal&page=1',
  'zone=near_expiry&sort=expiry&page=1',
  'keywords=ganmao&page=1',
  `keywords=${encodeURIComponent('感冒灵')}&in_stock=1`,
  'select=youx&page=1',
  'in_stock=1&page=5',
  'manufacturer=trt&sort=price',
].map((q) => `/api/goods/list?${q}`);

const SEARCH_PATHS = (
  [
    ['gmlkl', 0],
    ['ganmao', 0],
    ['阿莫', 0],
    ['trt', 1],
    ['bu', 0],
    ['感冒', 0],
    ['blg', 0],
    ['维生素', 0],
    ['同仁堂', 1],
    ['xiaoer', 0],
  ] as const
).map(([keywords, type]) => `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`);

/** Cart list, checkout preview, order, payment, order list, refill: one buyer's round, over and over. */
const CYCLE = ['cart/list', 'cart/checkout', 'order/create', 'pay (balance)', 'order/list', 'cart (add)'];

interface BuyerState extends SoakBuyer {
  index: number;
  step: number;
  cartIds: number[];
  orderId: number;
  orders: number;
}

export class Traffic {
  private slot = 0;
  private browsed = 0;
  private readonly idle: BuyerState[];

  constructor(
    private readonly buyers: SoakBuyer[],
    private readonly detailIds: number[],
  ) {
    this.idle = buyers.map((b, index) => ({ ...b, index, step: 0, cartIds: [], orderId: 0, orders: 0 }));
  }

  /** The next request of the mix. A buyer asks again only once its previous answer came back. */
  next(): Call {
    const letter = MIX[this.slot++ % MIX.length];
    if (letter === 'B') {
      const buyer = this.idle.shift();
      if (buyer) return this.buyerStep(buyer);
    }
    return this.browse(letter);
  }

  private browse(letter: string): Call {
    const n = this.browsed++;
    // Every other page view comes from a logged-in buyer, whose session is looked up each time.
    const cookie = n % 2 === 0 ? this.buyers[n % this.buyers.length].cookie : undefined;
    if (letter === 'D') {
      const id = this.detailIds[n % this.detailIds.length];
      return { kind: 'goods/detail', method: 'GET', path: `/api/goods/detail/${id}`, cookie };
    }
    if (letter === 'S')
      return { kind: 'goods/search', method: 'GET', path: SEARCH_PATHS[n % SEARCH_PATHS.length], cookie };
    return { kind: 'goods/list', method: 'GET', path: LIST_PATHS[n % LIST_PATHS.length], cookie };
  }

  private buyerStep(b: BuyerState): Call {
    const call = this.callFor(b);
    const learn = call.after;
    return {
      ...call,
      cookie: b.cookie,
      after: (ok, data) => {
        learn?.(ok, data);
        // A refused step starts the round again from the cart, as a buyer would reload it.
        if (!ok) b.step = 0;
        else if (call.kind === 'cart/list' && b.cartIds.length === 0) b.step = CYCLE.indexOf('cart (add)');
        else b.step = (b.step + 1) % CYCLE.length;
        this.idle.push(b);
      },
    };
  }

  private callFor(b: BuyerState): Call {
    const kind = CYCLE[b.step] as Kind;
    switch (kind) {
      case 'cart/list':
        return {
          kind,
          method: 'GET',
          path: '/api/cart/list',
          after: (ok, data) => {
            if (ok) b.cartIds = ((data?.data ?? []) as { id: number }[]).map((line) => line.id);
          },
        };
      case 'cart/checkout':
        return { kind, method: 'POST', path: '/api/cart/checkout', body: { ids: b.cartIds } };
      case 'order/create': {
        const key = `soak-${b.index}-${++b.orders}`;
        const body = { ids: b.cartIds, address_id: b.addressId, invoice_type: 0, idempotency_key: key };
        return {
          kind,
          method: 'POST',
          path: '/api/order/create',
          body,
          after: (ok, data) => {
            b.orderId = ok ? Number(data?.order_id ?? 0) : 0;
          },
        };
      }
      case 'pay (balance)':
        return { kind, method: 'POST', path: `/api/pay/${b.orderId}`, body: { method: 'balance' } };
      case 'order/list':
        return { kind, method: 'GET', path: '/api/order/list?page=1' };
      default: {
        const params = b.goodsIds.map((goodsId) => ({ goods_id: goodsId, number: 2 }));
        return { kind: 'cart (add)', method: 'POST', path: '/api/cart', body: { params } };
      }
    }
  }
}
