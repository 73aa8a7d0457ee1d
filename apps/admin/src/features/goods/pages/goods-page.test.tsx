import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GoodsImportAnswer, OperatorGoodsSummary } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests, staffMe } from '../../../test-utils';
import { GoodsPage } from './goods-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const goods = (id: number, nearest_expiry: string): OperatorGoodsSummary => ({
  id,
  kind: 'drug',
  kind_name: '药品',
  name: '阿莫西林胶囊',
  trade_name: '阿莫仙',
  spec: '0.25g*24粒',
  unit: '盒',
  manufacturer: '香港澳美制药厂',
  approval_number: '国药准字H44021351',
  category: '青霉素及头孢类',
  scope_class: '抗生素制剂',
  base_price: '8.50',
  retail_price: '12.00',
  stock: 500,
  nearest_expiry,
  on_sale: 1,
  sales: 12,
  image: `/img/goods/${id}.svg`,
});

const list = ok({
  list: [goods(1, inDays(400)), goods(2, inDays(30))],
  total: 2,
  page: 1,
  page_size: 20,
});

const me = (permissions: string[]) => staffMe(permissions, { username: 'operator01', name: '管理员' });

const dryRun: GoodsImportAnswer = {
  dry_run: 1,
  rows: [
    { row: 2, status: 'created', goods_id: null, name: '感冒灵颗粒', msg: '将新增' },
    { row: 3, status: 'error', goods_id: null, name: '板蓝根', msg: '分类“感冒”不存在或不是药品的末级分类' },
  ],
  created: 1,
  updated: 0,
  errors: 1,
};

setUpComponentTests();

describe('GoodsPage', () => {
  it('lists goods with near-expiry flagged, and offers the warehouse 批次 only', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['goods.read', 'batch.update'])],
      ['GET', '/api/operator/goods', list],
    ]);
    renderRoutes([{ path: '/goods', element: <GoodsPage /> }], '/goods?kind=drug&keyword=阿莫');
    const near = await screen.findByTestId('goods-row-2');
    expect(within(near).getByTestId('expiry-warning')).toHaveTextContent('近效期');
    expect(within(screen.getByTestId('goods-row-1')).queryByTestId('expiry-warning')).toBeNull();
    expect(screen.getAllByTestId('goods-batches')).toHaveLength(2);
    expect(screen.queryByTestId('goods-edit')).toBeNull();
    expect(screen.queryByTestId('goods-new')).toBeNull();
    expect(screen.queryByTestId('goods-import')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/operator/goods'))?.url).toContain('kind=drug');
    const exported = new URL(screen.getByTestId('goods-export').getAttribute('href')!, 'http://x');
    expect(exported.pathname).toBe('/api/operator/goods/export');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      keyword: '阿莫',
      kind: 'drug',
      format: 'xlsx',
    });
  });

  it('checks a sheet, then imports the same file once the dry run found good rows', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['goods.read', 'goods.create', 'goods.update'])],
      ['GET', '/api/operator/goods', list],
      [
        'POST',
        '/api/operator/goods/import',
        (init) =>
          (init?.body as FormData).get('dry_run') === '1'
            ? ok(dryRun)
            : ok({ ...dryRun, dry_run: 0, rows: dryRun.rows.map((r) => ({ ...r, goods_id: 9 })) }),
      ],
    ]);
    renderRoutes([{ path: '/goods', element: <GoodsPage /> }], '/goods');
    fireEvent.click(await screen.findByTestId('goods-import'));
    expect(screen.getByTestId('import-template')).toHaveAttribute(
      'href',
      '/api/operator/goods/import/template?format=xlsx',
    );
    expect(screen.getByTestId('import-check')).toBeDisabled();
    expect(screen.getByTestId('import-confirm')).toBeDisabled();

    const file = new File(['商品类型,通用名\n药品,感冒灵颗粒\n'], '商品.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    await vi.waitFor(() => expect(screen.getByTestId('import-check')).toBeEnabled());
    fireEvent.click(screen.getByTestId('import-check'));

    const result = await screen.findByTestId('import-result');
    expect(result).toHaveTextContent('预检完成：共2行，可新增1，可更新0，错误1');
    // Errors first.
    expect(within(result).getAllByRole('row')[1]).toHaveTextContent('板蓝根');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { dry_run: '1', file: '商品.csv' },
    ]);

    fireEvent.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByText('导入完成：新增1，更新0，错误1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)[1]).toEqual({
      dry_run: '0',
      file: '商品.csv',
    });
    await vi.waitFor(() => expect(screen.getByTestId('import-confirm')).toBeDisabled());
    // The list is fetched again.
    await vi.waitFor(() =>
      expect(
        calls.filter((c) => c.url.startsWith('/api/operator/goods?') || c.url === '/api/operator/goods'),
      ).toHaveLength(2),
    );
  });

  it('does not offer 确认导入 when no row would be written', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['goods.read', 'goods.create'])],
      ['GET', '/api/operator/goods', list],
      ['POST', '/api/operator/goods/import', ok({ ...dryRun, rows: [dryRun.rows[1]], created: 0 })],
    ]);
    renderRoutes([{ path: '/goods', element: <GoodsPage /> }], '/goods');
    fireEvent.click(await screen.findByTestId('goods-import'));
    const file = new File(['x'], 'goods.xlsx');
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    await vi.waitFor(() => expect(screen.getByTestId('import-check')).toBeEnabled());
    fireEvent.click(screen.getByTestId('import-check'));
    expect(await screen.findByTestId('import-result')).toHaveTextContent('没有可导入的行');
    expect(screen.getByTestId('import-confirm')).toBeDisabled();
  });
});
