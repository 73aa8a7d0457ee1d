import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { http } from './http';
import { ErrorPresenterBridge } from './presenter';
import { ComingSoonPage } from '../components/coming-soon-page';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBridge() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ErrorPresenterBridge />
            <Where />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: null },
          { path: 'soon', handle: { title: '积分商城' }, element: <ComingSoonPage /> },
          { path: 'dzht', element: null },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ErrorPresenterBridge', () => {
  it('459 shows the message and goes to /dzht', async () => {
    vi.mocked(fetch).mockResolvedValue(json({ code: 459, msg: '请先签订电子合同' }));
    renderBridge();
    await expect(http.post('/api/cart/checkout', { ids: [1] })).rejects.toMatchObject({ code: 459 });
    expect(await screen.findByText('请先签订电子合同')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dzht'));
  });

  it('422 shows the first validation message', async () => {
    vi.mocked(fetch).mockResolvedValue(
      json({ code: 422, msg: '', errors: { phone: ['手机号格式不正确'] } }, 422),
    );
    renderBridge();
    await expect(http.post('/api/user/updateUserInfo', {})).rejects.toMatchObject({ code: 422 });
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
  });

  it('other codes open a 温馨提示 dialog with the server message', async () => {
    vi.mocked(fetch).mockResolvedValue(json({ code: 400, msg: '超出经营范围' }));
    renderBridge();
    await expect(http.post('/api/cart', {})).rejects.toMatchObject({ code: 400 });
    // antd renders the confirm title twice (visible and for aria-labelledby).
    expect((await screen.findAllByText('温馨提示')).length).toBeGreaterThan(0);
    expect(screen.getByText('超出经营范围')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '知道了' })).toBeInTheDocument();
  });

  it('5xx shows the busy toast', async () => {
    vi.mocked(fetch).mockResolvedValue(json({ code: 500, msg: 'boom' }, 500));
    renderBridge();
    await expect(http.get('/api/goods/list')).rejects.toMatchObject({ code: 500 });
    expect(await screen.findByText('系统繁忙，请稍候再试')).toBeInTheDocument();
  });
});

describe('ComingSoonPage', () => {
  it('names the route and offers a way home', async () => {
    const router = renderBridge();
    await router.navigate('/soon');
    expect(await screen.findByText('即将上线')).toBeInTheDocument();
    expect(screen.getByText(/「积分商城」页面正在建设中/)).toBeInTheDocument();
    screen.getByRole('button', { name: '返回首页' }).click();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});
