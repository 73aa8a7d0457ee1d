import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorLink, OperatorNavItem } from '@yaocai/contract';
import { ok, renderRoutes, sentCall, setUpComponentTests, stubApi } from '../../../test-utils';
import { NavLinksPage } from './nav-links-page';

const nav: OperatorNavItem[] = [
  { id: 1, parent_id: null, name: '首页', url: '/', is_open: 0, sort: 1 },
  { id: 6, parent_id: null, name: '控销专区', url: '/kxzq', is_open: 0, sort: 6 },
  { id: 7, parent_id: 6, name: '控销商品', url: '/kxzq', is_open: 0, sort: 1 },
  { id: 8, parent_id: null, name: '每日特价', url: '/mrtj', is_open: 0, sort: 8 },
];
const links: OperatorLink[] = [
  { id: 1, name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn', sort: 1 },
];

setUpComponentTests();

const route = [{ path: '/content/nav', element: <NavLinksPage /> }];

describe('NavLinksPage', () => {
  it('renames a nav item and adds a child under a top item', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/nav_items', ok(nav)],
      ['GET', '/api/operator/links', ok(links)],
      ['POST', '/api/operator/nav_items/8', ok({ id: 8 })],
      ['POST', '/api/operator/nav_items', ok({ id: 20 })],
    ]);
    renderRoutes(route, '/content/nav');
    const row = await screen.findByTestId('nav-row-8');
    expect(screen.getByTestId('nav-row-7')).toHaveTextContent('控销商品');
    expect(screen.getByTestId('link-row-1')).toHaveTextContent('国家药品监督管理局');

    fireEvent.click(within(row).getByTestId('nav-edit'));
    const name = await screen.findByTestId('nav-name');
    expect(name).toHaveValue('每日特价');
    fireEvent.change(name, { target: { value: '今日特价' } });
    fireEvent.click(screen.getByTestId('nav-save'));
    expect(await sentCall(calls)).toMatchObject({
      url: '/api/operator/nav_items/8',
      body: { parent_id: null, name: '今日特价', url: '/mrtj', is_open: 0, sort: 8 },
    });
    expect(await screen.findByText('导航“今日特价”已保存')).toBeInTheDocument();

    fireEvent.click(within(screen.getByTestId('nav-row-6')).getByTestId('nav-add-child'));
    fireEvent.change(await screen.findByTestId('nav-name'), { target: { value: '新品控销' } });
    fireEvent.change(screen.getByTestId('nav-url'), { target: { value: '/kxzq/new' } });
    fireEvent.click(screen.getByTestId('nav-save'));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]).toMatchObject({
      url: '/api/operator/nav_items',
      body: { parent_id: 6, name: '新品控销', url: '/kxzq/new' },
    });
  });

  it('refuses a link without an address before asking the API', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/nav_items', ok(nav)],
      ['GET', '/api/operator/links', ok(links)],
    ]);
    renderRoutes(route, '/content/nav');
    fireEvent.click(await screen.findByTestId('link-new'));
    fireEvent.change(await screen.findByTestId('link-name'), { target: { value: '中国药学会' } });
    fireEvent.click(screen.getByTestId('link-save'));
    expect(await screen.findByText('请填写链接地址', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
