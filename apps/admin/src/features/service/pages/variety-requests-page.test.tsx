import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorVarietyRequest } from '@yaocai/contract';
import { VARIETY_STATUS_LABELS, type VarietyStatus } from '@yaocai/domain';
import { ok, renderRoutes, sentCall, setUpComponentTests, stubApi } from '../../../test-utils';
import { VarietyRequestsPage } from './variety-requests-page';

const request = (id: number, name: string, status: VarietyStatus): OperatorVarietyRequest => ({
  id,
  name,
  manufacturer: '华润三九医药股份有限公司',
  spec: '10g*9袋',
  quantity: 50,
  remark: '',
  status,
  status_name: VARIETY_STATUS_LABELS[status],
  reason: '',
  goods: null,
  created_at: '2026-03-01T02:00:00.000Z',
  updated_at: '2026-03-01T02:00:00.000Z',
  member: { id: 9, username: 'yaodian01', company: '仁和大药房', contact: '赵建国', phone: '13800000000' },
});

const list = ok({
  list: [
    request(1, '蒙脱石散', 'pending'),
    request(2, '感冒灵颗粒', 'purchasing'),
    request(3, '阿奇霉素片', 'listed'),
  ],
  total: 3,
  page: 1,
  page_size: 20,
  counts: { pending: 1, purchasing: 1, listed: 1, unavailable: 0 },
});

setUpComponentTests();

describe('VarietyRequestsPage', () => {
  it('offers each request the moves its status allows and lists one with a goods found by its name', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/variety-requests', list],
      [
        'GET',
        '/api/operator/variety-requests/goods',
        ok([{ id: 77, name: '感冒灵颗粒', spec: '10g*9袋', manufacturer: '华润三九医药股份有限公司' }]),
      ],
      [
        'POST',
        '/api/operator/variety-requests/2/status',
        ok({ id: 2, status: 'listed', status_name: '已上架' }),
      ],
    ]);
    renderRoutes([{ path: '/service', element: <VarietyRequestsPage /> }], '/service');
    const pending = await screen.findByTestId('variety-row-1');
    expect(within(pending).getByTestId('variety-purchase')).toBeInTheDocument();
    expect(within(pending).getByTestId('variety-refuse')).toBeInTheDocument();
    expect(within(pending).queryByTestId('variety-list')).toBeNull();
    expect(within(screen.getByTestId('variety-row-3')).queryByRole('button')).toBeNull();
    expect(screen.getByText('待处理（1）')).toBeInTheDocument();

    const purchasing = screen.getByTestId('variety-row-2');
    expect(within(purchasing).queryByTestId('variety-purchase')).toBeNull();
    fireEvent.click(within(purchasing).getByTestId('variety-list'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/operator/variety-requests/goods?keyword='))).toBe(true),
    );
    const goodsCalls = calls.filter((c) => c.url.startsWith('/api/operator/variety-requests/goods'));
    expect(goodsCalls.map((c) => decodeURIComponent(c.url))).toEqual([
      '/api/operator/variety-requests/goods?keyword=感冒灵颗粒',
    ]);

    const select = screen.getByTestId('variety-goods-select');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click((await screen.findAllByText('编号 77 · 华润三九医药股份有限公司')).at(-1)!);
    fireEvent.click(screen.getByTestId('variety-list-submit'));
    expect(await sentCall(calls)).toMatchObject({
      url: '/api/operator/variety-requests/2/status',
      body: { status: 'listed', goods_id: 77 },
    });
  });
});
