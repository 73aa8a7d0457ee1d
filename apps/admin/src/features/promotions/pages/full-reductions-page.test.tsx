import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FullReductionView } from '@yaocai/contract';
import { ok, renderRoutes, sentCall, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
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
  goods: [
    { id: 5, name: '感冒灵颗粒', spec: '10g*9袋' },
    { id: 10, name: '板蓝根颗粒', spec: '10g*20袋' },
  ],
  ...extra,
});

const list = ok([
  activity(2),
  activity(3, {
    name: '年终大促',
    state: 'upcoming',
    state_name: '未开始',
    goods_ids: [7, 8, 9],
    goods: [
      { id: 7, name: '阿莫西林胶囊', spec: '0.25g*24粒' },
      { id: 8, name: '布洛芬缓释胶囊', spec: '0.3g*20粒' },
      { id: 9, name: '维生素C片', spec: '0.1g*100片' },
    ],
  }),
]);

const me = (permissions: string[]) => staffMe(permissions, { username: 'operator01', name: '周运营' });

setUpComponentTests();

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
    // The goods are named, the first two and a count of the rest.
    expect(within(row).getByTestId('fr-goods-names')).toHaveTextContent(
      '阿莫西林胶囊 0.25g*24粒布洛芬缓释胶囊 0.3g*20粒等 3 个商品',
    );
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
      ['POST', '/api/operator/full_reductions/2', ok({ id: 2 })],
    ]);
    renderRoutes(route, '/promotions');
    fireEvent.click(within(await screen.findByTestId('fr-row-2')).getByTestId('fr-edit'));
    const name = await screen.findByTestId('fr-name');
    expect(name).toHaveValue('中药饮片满减');
    expect(within(await screen.findByRole('dialog')).getByText('感冒灵颗粒 10g*9袋')).toBeInTheDocument();
    expect(screen.getByText('活动商品（已选 2 个）')).toBeInTheDocument();
    // Named from the list's answer, without asking for each goods.
    expect(calls.some((c) => c.url.startsWith('/api/operator/goods/'))).toBe(false);

    fireEvent.change(name, { target: { value: '中药饮片冬季满减' } });
    fireEvent.click(screen.getByTestId('fr-save'));
    expect(await sentCall(calls)).toMatchObject({
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
    expect(
      await screen.findByText('请填写每一档的门槛与减免金额', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('请选择活动时间')).toBeInTheDocument();
    expect(screen.getByText('请选择活动商品')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('ends a running activity and deletes one, after confirming; 结束 only while it runs', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['promotion.read', 'promotion.update'])],
      ['GET', '/api/operator/full_reductions', list],
      ['POST', '/api/operator/full_reductions/2/end', ok({ id: 2 })],
      ['POST', '/api/operator/full_reductions/3/delete', ok({ id: 3 })],
    ]);
    renderRoutes(route, '/promotions');
    const running = await screen.findByTestId('fr-row-2');
    const upcoming = screen.getByTestId('fr-row-3');
    expect(within(upcoming).queryByTestId('fr-end')).toBeNull();
    fireEvent.click(within(running).getByTestId('fr-end'));
    expect(await screen.findByText('立即结束满减活动“中药饮片满减”？')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('fr-end-confirm'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url === '/api/operator/full_reductions/2/end')).toBe(true),
    );
    expect(await screen.findByText('满减活动已结束')).toBeInTheDocument();

    fireEvent.click(within(upcoming).getByTestId('fr-delete'));
    fireEvent.click(await screen.findByTestId('fr-delete-confirm'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url === '/api/operator/full_reductions/3/delete')).toBe(true),
    );
  });
});
