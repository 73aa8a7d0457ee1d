import type { CartGoods, CartLine, CartStore } from '../api/types';

export function cartGoods(over: Partial<CartGoods> = {}): CartGoods {
  return {
    id: 80,
    name: '温胃舒胶囊',
    sccj: '修正药业集团股份有限公司',
    ypgg: '0.4g*36粒',
    bzdw: '盒',
    base_price: '22.90',
    number: 2293,
    goods_image: [],
    middle_pack: 1,
    can_split: 1,
    expires_on: '2028-04-24',
    ladder_hint: { need: 20, price: '21.50' },
    ...over,
  };
}

export function cartLine(over: Partial<CartLine> = {}): CartLine {
  return {
    id: 16,
    type: 0,
    goods_id: 80,
    ck_id: 0,
    goods_type: 0,
    number: 10,
    price: '22.20',
    amount: '222.00',
    is_selected: 1,
    with_coupon: 1,
    goods_manjian_amount: '0.00',
    manjian_id: 1,
    gift_data: null,
    goods: cartGoods(),
    combination: null,
    activity: null,
    storewide: null,
    price_changed: null,
    is_free_shipping: 0,
    is_buy: 1,
    buy_tip: null,
    ...over,
  };
}

export function cartStore(lines: CartLine[], over: Partial<CartStore> = {}): CartStore {
  return {
    data: lines,
    shipping_data: { shipping_amount: '15.00', no_trans_order_amount: '578.00', free_threshold: '800.00' },
    activity_data: {
      manjians: [
        { id: 1, name: '满减专场', amount: '500.00', reduction: '30.00', status: 0 },
        { id: 1, name: '满减专场', amount: '1000.00', reduction: '80.00', status: 0 },
      ],
      activities: [
        {
          id: 1,
          name: '满减专场',
          eligible_amount: '222.00',
          reduction: '0.00',
          next: { need: '278.00', reduction: '30.00' },
          tiers: [
            { amount: '500.00', reduction: '30.00', status: 0 },
            { amount: '1000.00', reduction: '80.00', status: 0 },
          ],
        },
      ],
    },
    filter_data: [
      { id: 99999, name: '全部商品', count: lines.length },
      { id: 1, name: '已选商品', count: lines.filter((l) => l.is_selected).length },
      { id: 6, name: '失效商品', count: lines.filter((l) => l.is_buy === 0).length },
    ],
    totals: {
      goods_amount: '222.00',
      manjian_amount: '0.00',
      shipping_amount: '15.00',
      payable_amount: '237.00',
      selected_count: 1,
      selected_number: 10,
      total_count: lines.length,
    },
    refusal: null,
    trade_ups: [],
    ...over,
  };
}

/** antd Tabs, Table and TextArea measure themselves; jsdom has no ResizeObserver. */
export function stubResizeObserver(stub: (name: string, value: unknown) => void): void {
  stub(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
