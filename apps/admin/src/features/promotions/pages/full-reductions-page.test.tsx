import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FullReductionView } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, stubBrowser } from '../../../test-utils';
import { FullReductionsPage } from './full-reductions-page';

const activity = (id: number, extra: Partial<FullReductionView> = {}): FullReductionView => ({
  id,
  name: '中药饮片满减',
  tiers: [
    { amount: '300.00', reduction: '20.00' },
    { amount: '800.00', reduction: '60.00' },
  ],
  starts_at: '2026-10-24T02:00:00.000Z',
  ends_at: '2026-12-23T16:00:00.000Z',
  state: 'running',
  state_name: '进行中',
  goods_ids: [5, 10],
  ...extra,
});

const list = ok([
  activity(2),
  activity(3, { name: '年终大促', state: 'upcoming', state_name: '未开始', goods_ids: [7] }),
]);

const me = (permissions: string[]) =>
  ok({ id: 1, username: 'operator01', name: '周运营', roles: [], permissions });

const goodsDetail = (id: number, name: string) =>
  ok({ id, name, spec: '10g*9袋', base_price: '12.50', batches: [] });

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = [{ path: '/promotions', element: <FullReductionsPage /> }];

describe('FullReductionsPage', () => {
  it('lists activities with their tiers and state, filtered by the URL', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['promotion.read'])],
      ['GET', '/api/operator/full_reductions', list],
    ]);
    renderRoutes(route, '/promotions?state=upcoming');
    const row = await screen.findByTestId('fr-row-3');
    expect(within(row).getByTestId('promotion-state')).toHaveTextContent('未开始');
    expect(row).toHaveTextContent('满300减20');
    expect(row).toHaveTextContent('2026-10-24 10:00');
    expect(screen.queryByTestId('fr-row-2')).toBeNull();
    // Reading only: no 新增 and no 编辑.
    expect(screen.queryByTestId('fr-new')).toBeNull();
    expect(screen.queryByTestId('fr-edit')).toBeNull();
  });

  it('edits an activity, its goods named and its times sent in China time', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['promotion.read', 'promotion.update', 'goods.read'])],
      ['GET', '/api/operator/full_reductions', list],
      ['GET', '/api/operator/goods', ok({ list: [], total: 0, page: 1, page_size: 20 })],
      ['GET', '/api/operator/goods/5', goodsDetail(5, '感冒灵颗粒')],
      ['GET', '/api/operator/goods/10', goodsDetail(10, '板蓝根颗粒')],
      ['POST', '/api/operator/full_reductions/2', ok({ id: 2 })],
    ]);
    renderRoutes(route, '/promotions');
    fireEvent.click(within(await screen.findByTestId('fr-row-2')).getByTestId('fr-edit'));
    const name = await screen.findByTestId('fr-name');
    expect(name).toHaveValue('中药饮片满减');
    expect(await screen.findByText('感冒灵颗粒 10g*9袋')).toBeInTheDocument();
    expect(screen.getByText('活动商品（已选 2 个）')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '中药饮片冬季满减' } });
    fireEvent.click(screen.getByTestId('fr-save'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/operator/full_reductions/2',
      body: {
        name: '中药饮片冬季满减',
        tiers: [
          { amount: '300.00', reduction: '20.00' },
          { amount: '800.00', reduction: '60.00' },
        ],
        starts_at: '2026-10-24 10:00',
        ends_at: '2026-12-24 00:00',
        goods_ids: [5, 10],
      },
    });
  });

  it('refuses a new activity without tiers, time or goods before asking the API', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['promotion.read', 'promotion.update', 'goods.read'])],
      ['GET', '/api/operator/full_reductions', list],
      ['GET', '/api/operator/goods', ok({ list: [], total: 0, page: 1, page_size: 20 })],
    ]);
    renderRoutes(route, '/promotions');
    fireEvent.click(await screen.findByTestId('fr-new'));
    fireEvent.change(await screen.findByTestId('fr-name'), { target: { value: '新人满减' } });
    fireEvent.click(screen.getByTestId('fr-tier-add'));
    fireEvent.click(screen.getByTestId('fr-save'));
    expect(await screen.findByText('请填写每一档的门槛与减免金额')).toBeInTheDocument();
    expect(screen.getByText('请选择活动时间')).toBeInTheDocument();
    expect(screen.getByText('请选择活动商品')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
