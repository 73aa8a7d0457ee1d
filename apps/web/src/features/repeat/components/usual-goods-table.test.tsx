import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { goodsFixture } from '../../catalog/lib/goods-fixture';
import type { UsualGoods } from '../api/repeat';
import { UsualGoodsTable } from './usual-goods-table';

const row = (id: number, over: Partial<UsualGoods> = {}): UsualGoods => ({
  goods_id: id,
  name: `商品${id}`,
  spec: '10g*9袋',
  manufacturer: '华润三九医药股份有限公司',
  times: 4,
  last_number: 6,
  last_price: '12.50',
  last_date: '2026-11-01',
  replenish: null,
  goods: goodsFixture({ id, name: `商品${id}`, middle_pack: 2, can_split: 0 }),
  ...over,
});

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('常购清单 table', () => {
  it('starts each quantity at the usual one, marks 该补货了, and adds the selected buyable goods', async () => {
    const onAdd = vi.fn(async () => true);
    const due = row(1, { replenish: { median_days: 7, usual_number: 10, due_on: '2026-11-20', due: true } });
    const offSale = row(3, { goods: null });
    const outOfStock = row(4, { goods: goodsFixture({ id: 4, number: 0 }) });
    renderWithProviders(
      <UsualGoodsTable
        list={[due, row(2), offSale, outOfStock]}
        loading={false}
        busy={false}
        onAdd={onAdd}
      />,
    );

    expect(screen.getAllByTestId('replenish-due')).toHaveLength(1);
    expect(screen.getByText('商品已下架')).toBeTruthy();
    expect(screen.getAllByText('暂时缺货').length).toBeGreaterThan(0);
    const boxes = screen.getAllByRole('checkbox').slice(1);
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, false, true, true]);

    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByTestId('usual-add-selected'));
    expect(onAdd).toHaveBeenCalledWith([
      { goods_id: 1, number: 10 },
      { goods_id: 2, number: 6 },
    ]);
  });

  it('adds one row from its own button', () => {
    const onAdd = vi.fn(async () => true);
    renderWithProviders(<UsualGoodsTable list={[row(5)]} loading={false} busy={false} onAdd={onAdd} />);
    const line = screen.getByText('商品5').closest('tr')!;
    fireEvent.click(within(line as HTMLElement).getByRole('button', { name: '加入购物车' }));
    expect(onAdd).toHaveBeenCalledWith([{ goods_id: 5, number: 6 }]);
  });
});
