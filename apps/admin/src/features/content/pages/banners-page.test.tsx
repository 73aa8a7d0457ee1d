import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorBanner } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, setUpComponentTests, stubApi } from '../../../test-utils';
import { BannersPage } from './banners-page';

const banner = (id: number, extra: Partial<OperatorBanner> = {}): OperatorBanner => ({
  id,
  position: 'home',
  position_name: '首页轮播',
  title: '秋冬常备药品专场',
  image: `/img/banner/${id}.svg`,
  url: '/goods/12',
  sort: 1,
  ...extra,
});

setUpComponentTests();

const route = [{ path: '/content', element: <BannersPage /> }];

describe('BannersPage', () => {
  it("lists the URL's position with its picture size and adds a banner to it", async () => {
    const calls = stubApi([
      ['GET', '/api/operator/banners', ok([banner(1), banner(2, { url: '', sort: 2 })])],
      ['POST', '/api/operator/banners', ok({ id: 3 })],
    ]);
    renderRoutes(route, '/content?position=home');
    const row = await screen.findByTestId('banner-row-2');
    expect(row).toHaveTextContent('不跳转');
    expect(calls[0].url).toBe('/api/operator/banners?position=home');
    expect(screen.getAllByText('建议图片尺寸 790×340 像素').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('banner-new'));
    const title = await screen.findByTestId('banner-title');
    expect(screen.getByText('建议图片尺寸 790×340 像素，JPG 或 PNG，不超过5MB')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: ' 新人专享 ' } });
    fireEvent.change(screen.getByTestId('banner-image'), { target: { value: 'ftp://x/1.png' } });
    fireEvent.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('图片地址应以 / 或 http(s):// 开头')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('banner-image'), { target: { value: '/img/banner/9.png' } });
    fireEvent.change(screen.getByTestId('banner-url'), { target: { value: '/activity/new' } });
    fireEvent.click(screen.getByTestId('banner-save'));
    expect(await sentBody(calls)).toEqual({
      position: 'home',
      title: '新人专享',
      image: '/img/banner/9.png',
      url: '/activity/new',
      sort: 0,
    });
  });

  it('edits a banner, putting the 422 under the field, and deletes one after confirming', async () => {
    const calls = stubApi([
      [
        'GET',
        '/api/operator/banners',
        ok([banner(1), banner(2, { position: 'top', position_name: '顶部通栏' })]),
      ],
      [
        'POST',
        '/api/operator/banners/1',
        { status: 422, body: { code: 422, msg: '标题不能超过100个字符', errors: { title: ['标题太长'] } } },
      ],
      ['POST', '/api/operator/banners/2/delete', ok({ id: 2 })],
    ]);
    renderRoutes(route, '/content');
    const row = await screen.findByTestId('banner-row-1');
    // Every position listed together: each row names its position.
    expect(within(screen.getByTestId('banner-row-2')).getByText('顶部通栏')).toBeInTheDocument();

    fireEvent.click(within(row).getByTestId('banner-edit'));
    expect(await screen.findByTestId('banner-title')).toHaveValue('秋冬常备药品专场');
    fireEvent.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('标题太长')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/operator/banners/1')?.body).toMatchObject({
      position: 'home',
      image: '/img/banner/1.svg',
      sort: 1,
    });

    fireEvent.click(within(screen.getByTestId('banner-row-2')).getByTestId('banner-delete'));
    fireEvent.click(await screen.findByTestId('banner-delete-confirm'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url === '/api/operator/banners/2/delete' && c.method === 'POST')).toBe(true),
    );
  });
});
