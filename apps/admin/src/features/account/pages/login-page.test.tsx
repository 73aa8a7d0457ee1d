import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ok, renderRoutes, stubApi, setUpComponentTests, staffMe } from '../../../test-utils';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <div data-testid="landed" /> },
];

function submit(username: string) {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo@1234' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

setUpComponentTests();

describe('LoginPage', () => {
  it('logs a buyer out again and says the console is for staff', async () => {
    const calls = stubApi([
      ['POST', '/api/user/login', ok({ username: 'kangmin', company: '康民大药房' })],
      ['GET', '/api/operator/me', { status: 403, body: { code: 403, msg: '无权操作', data: null } }],
      ['DELETE', '/api/user/logout', ok(null)],
    ]);
    renderRoutes(routes, '/login');
    submit('kangmin');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      '该账号不是运营人员，无法登录运营后台',
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/user/login',
      'GET /api/operator/me',
      'DELETE /api/user/logout',
    ]);
    expect(calls[0].body).toEqual({ username: 'kangmin', password: 'Demo@1234' });
  });

  it('puts a 422 under its field', async () => {
    stubApi([
      [
        'POST',
        '/api/user/login',
        {
          status: 422,
          body: { code: 422, msg: '用户名或密码错误', errors: { password: ['用户名或密码错误'] } },
        },
      ],
    ]);
    renderRoutes(routes, '/login');
    submit('operator01');
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
  });

  it('goes back where the staff member was sent from', async () => {
    stubApi([
      ['POST', '/api/user/login', ok({ username: 'operator01', company: '药采网' })],
      ['GET', '/api/operator/me', staffMe(['order.read'], { username: 'operator01', name: '周运营' })],
    ]);
    const { router } = renderRoutes(
      routes,
      `/login?redirect=${encodeURIComponent('/orders?status=to_ship')}`,
    );
    submit('operator01');
    await screen.findByTestId('landed');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders?status=to_ship');
  });

  it('shows the demo accounts', () => {
    stubApi([]);
    renderRoutes(routes, '/login');
    const demo = screen.getByTestId('login-demo');
    for (const name of [
      'operator01',
      'kefu01',
      'cangku01',
      'yunying01',
      'caiwu01',
      'zhiliang01',
      'Demo@1234',
    ]) {
      expect(demo).toHaveTextContent(name);
    }
  });
});
