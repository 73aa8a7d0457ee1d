import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { GoodsImagesCard } from './goods-images-card';

const images = [
  { id: 1, url: '/img/goods/7.svg', sort: 0 },
  { id: 2, url: '/api/upload/image/0123456789abcdef0123456789abcdef', sort: 1 },
];

setUpComponentTests();

const render = (mayUpdate: boolean) =>
  renderRoutes(
    [{ path: '/goods/7/edit', element: <GoodsImagesCard goodsId={7} mayUpdate={mayUpdate} /> }],
    '/goods/7/edit',
  );

describe('GoodsImagesCard', () => {
  it('moves a picture first and deletes one, each saved at once as the whole ordered list', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/goods/7/images', ok(images)],
      [
        'POST',
        '/api/operator/goods/7/images',
        (init) =>
          ok(
            JSON.parse(String(init?.body)).urls.map((url: string, sort: number) => ({
              id: sort + 10,
              url,
              sort,
            })),
          ),
      ],
    ]);
    render(true);
    const shown = await screen.findAllByTestId('goods-image');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent('主图');
    expect(within(shown[0]!).getByTestId('goods-image-left')).toBeDisabled();

    fireEvent.click(within(shown[1]!).getByTestId('goods-image-left'));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ urls: [images[1]!.url, images[0]!.url] });
    expect(await screen.findByText('图片顺序已保存')).toBeInTheDocument();

    fireEvent.click(within(screen.getAllByTestId('goods-image')[1]!).getByTestId('goods-image-delete'));
    fireEvent.click(await screen.findByTestId('goods-image-delete-confirm'));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ urls: [images[1]!.url] });
  });

  it('only shows the pictures to a role that may not update goods', async () => {
    stubApi([['GET', '/api/operator/goods/7/images', ok(images)]]);
    render(false);
    expect(await screen.findAllByTestId('goods-image')).toHaveLength(2);
    expect(screen.queryByTestId('goods-image-upload')).toBeNull();
    expect(screen.queryByTestId('goods-image-delete')).toBeNull();
  });
});
