import { describe, expect, it } from 'vitest';
import {
  isLineSelectable,
  isLineSelected,
  selectionState,
  unselectableReason,
  withSelection,
} from './cart-selection';
import { cartGoods, cartLine, cartStore } from './test-fixtures';

describe('cart selection rules (spec §4)', () => {
  it('a buyable line in stock follows its flag', () => {
    expect(isLineSelected(cartLine({ is_selected: 1 }))).toBe(true);
    expect(isLineSelected(cartLine({ is_selected: 0 }))).toBe(false);
    expect(unselectableReason(cartLine())).toBeNull();
  });

  it('forces lines with is_buy 0 or no stock unselected, whatever the stored flag, with the reason', () => {
    const refused = cartLine({ id: 2, is_buy: 0, is_selected: 1, buy_tip: '超出经营范围：第三类医疗器械' });
    const soldOut = cartLine({ id: 3, is_selected: 1, goods: cartGoods({ number: 0 }) });
    for (const line of [refused, soldOut]) {
      expect(isLineSelectable(line)).toBe(false);
      expect(isLineSelected(line)).toBe(false);
    }
    expect(unselectableReason(refused)).toBe('超出经营范围：第三类医疗器械');
    expect(unselectableReason(soldOut)).toBe('商品暂时缺货');
  });

  it('select all covers the selectable lines only', () => {
    const lines = [
      cartLine({ id: 1 }),
      cartLine({ id: 2, is_buy: 0, is_selected: 1 }),
      cartLine({ id: 3, is_selected: 0 }),
    ];
    expect(selectionState(lines)).toEqual({
      selectableIds: [1, 3],
      selectedIds: [1],
      allSelected: false,
      someSelected: true,
    });
    const all = withSelection(cartStore(lines), [1, 2, 3], true);
    expect(all.data.map((l) => l.is_selected)).toEqual([1, 1, 1]);
    expect(selectionState(all.data).allSelected).toBe(true);
    // The refused line keeps its stored flag but never counts.
    const none = withSelection(cartStore(lines), [1, 2, 3], false);
    expect(none.data.map((l) => l.is_selected)).toEqual([0, 1, 0]);
    expect(selectionState(none.data).selectedIds).toEqual([]);
  });

  it('a combination is limited by is_buy alone', () => {
    const combo = cartLine({
      type: 3,
      goods: null,
      combination: { id: 1, name: '感冒组合', image: '', price: '50.00', items: [] },
    });
    expect(isLineSelectable(combo)).toBe(false);
    const filled = cartLine({
      type: 3,
      goods: null,
      combination: {
        id: 1,
        name: '感冒组合',
        image: '',
        price: '50.00',
        items: [
          {
            goods_id: 1,
            name: 'a',
            ypgg: '',
            sccj: '',
            bzdw: '盒',
            number: 1,
            price: '50.00',
            goods_image: '',
          },
        ],
      },
    });
    expect(isLineSelectable(filled)).toBe(true);
  });
});
