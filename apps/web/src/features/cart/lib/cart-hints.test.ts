import { describe, expect, it } from 'vitest';
import { freeShippingText, manjianProgress, orderedTiers, tierHintText, trim } from './cart-hints';
import { cartGoods, cartLine, cartStore } from './test-fixtures';

describe('cart hints', () => {
  it('tells the units still needed for the next ladder tier', () => {
    expect(tierHintText(cartLine())).toBe('再买20盒可享¥21.50');
    expect(tierHintText(cartLine({ goods: cartGoods({ ladder_hint: null }) }))).toBeNull();
  });

  it('lists reached 满减 tiers first and shows the progress to the next', () => {
    const tiers = orderedTiers([
      { amount: '500.00', reduction: '30.00', status: 1 },
      { amount: '1000.00', reduction: '80.00', status: 0 },
      { amount: '300.00', reduction: '10.00', status: 1 },
    ]);
    expect(tiers.map((t) => t.amount)).toEqual(['300.00', '500.00', '1000.00']);
    const activity = cartStore([cartLine()]).activity_data.activities[0]!;
    expect(manjianProgress(activity)).toEqual({ text: '还差¥278.00可减¥30.00', percent: 44, reached: false });
    const reached = {
      ...activity,
      eligible_amount: '620.00',
      next: { need: '380.00', reduction: '80.00' },
      tiers: [{ amount: '500.00', reduction: '30.00', status: 1 as const }],
    };
    expect(manjianProgress(reached).text).toBe('已满足满500减30，还差¥380.00可减¥80.00');
    expect(manjianProgress({ ...reached, next: null }).percent).toBe(100);
  });

  it('says how much more ships free', () => {
    const store = cartStore([cartLine()]);
    expect(freeShippingText(store)).toBe('还差¥578.00免运费（满¥800包邮）');
    expect(
      freeShippingText({
        ...store,
        shipping_data: { ...store.shipping_data, no_trans_order_amount: '0.00' },
      }),
    ).toBe('已满足包邮条件，免运费');
    expect(freeShippingText({ ...store, totals: { ...store.totals, selected_count: 0 } })).toBeNull();
    expect(trim('12.50')).toBe('12.5');
    expect(trim('500.00')).toBe('500');
  });
});
