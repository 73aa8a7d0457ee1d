import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CombinationAdminView } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { CombinationsPage } from './combinations-page';

const bundle = (id: number, extra: Partial<CombinationAdminView> = {}): CombinationAdminView => ({
  id,
  name: '感冒常备组合',
  starts_at: '2026-11-23T02:00:00.000Z',
  ends_at: '2026-11-30T14:00:00.000Z',
  state: 'running',
  state_name: '进行中',
  price: '45.00',
  normal_total: '50.00',
  saving: '5.00',
  ordered: false,
  items: [
    {
      goods_id: 11,
      goods_name: '布洛芬缓释胶囊',
      spec: '0.3g*24粒',
      number: 2,
      base_price: '10.00',
      price: '9.00',
    },
    {
      goods_id: 12,
      goods_name: '连花清瘟胶囊',
      spec: '0.35g*36粒',
      number: 1,
      base_price: '30.00',
      price: '27.00',
    },
  ],
  ...extra,
});

const me = staffMe(['promotion.read', 'promotion.update', 'goods.read']);

setUpComponentTests();

describe('CombinationsPage', () => {
  it('lists bundles with their saving and edits one, refusing a price at the normal total', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me],
      [
        'GET',
        '/api/operator/combinations',
        ok([bundle(7), bundle(8, { state: 'ended', state_name: '已结束' })]),
      ],
      ['GET', '/api/operator/goods', ok({ list: [], total: 0, page: 1, page_size: 20 })],
      ['POST', '/api/operator/combinations/7', ok({ id: 7 })],
    ]);
    renderRoutes(
      [{ path: '/promotions/combinations', element: <CombinationsPage /> }],
      '/promotions/combinations',
    );
    const row = await screen.findByTestId('cb-row-7');
    expect(row).toHaveTextContent('布洛芬缓释胶囊');
    expect(row).toHaveTextContent('省 ¥5.00');
    expect(within(row).getByTestId('cb-end')).toBeInTheDocument();
    expect(within(screen.getByTestId('cb-row-8')).queryByTestId('cb-end')).toBeNull();

    fireEvent.click(within(row).getByTestId('cb-edit'));
    const price = await screen.findByTestId('cb-price');
    expect(price).toHaveValue('45.00');
    expect(screen.getByTestId('cb-saving')).toHaveTextContent(
      '商品原价合计 ¥50.00，组合价 ¥45.00，买家每套立省 ¥5.00',
    );
    fireEvent.change(price, { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('cb-save'));
    expect(await screen.findByText('组合价必须低于商品原价合计', {}, { timeout: 8000 })).toBeInTheDocument();

    fireEvent.change(price, { target: { value: '42.5' } });
    fireEvent.click(screen.getByTestId('cb-save'));
    expect(await sentBody(calls)).toEqual({
      name: '感冒常备组合',
      price: '42.5',
      starts_at: '2026-11-23 10:00',
      ends_at: '2026-11-30 22:00',
      items: [
        { goods_id: 11, number: 2 },
        { goods_id: 12, number: 1 },
      ],
    });
  }, 20_000);
});
