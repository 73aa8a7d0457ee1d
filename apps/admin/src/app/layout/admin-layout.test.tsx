import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STAFF_ROLES, permissionsOf } from '@yaocai/domain';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../test-utils';
import { routes } from '../router';

const staff = (code: string) => ({
  id: 7,
  username: 'cangku01',
  name: '马仓管',
  roles: [{ code, name: STAFF_ROLES.find((r) => r.code === code)!.name }],
  permissions: permissionsOf(STAFF_ROLES.filter((r) => r.code === code)),
});

const dashboard = {
  today: { orders: 3, sales: '1280.50' },
  month: { orders: 40, sales: '35210.00' },
  series: [{ day: '2026-03-01', orders: 3, sales: '1280.50' }],
  // The API answers the warehouse only the to-dos it can act on.
  waiting: { shipments: 5, receipts: 0 },
};

setUpComponentTests();

describe('AdminLayout', () => {
  it('shows the staff member, its roles and only the sections its permissions allow', async () => {
    stubApi([
      ['GET', '/api/operator/me', ok(staff('warehouse'))],
      ['GET', '/api/operator/dashboard', ok(dashboard)],
    ]);
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('马仓管');
    expect(screen.getByTestId('header-user-roles')).toHaveTextContent('仓库');
    expect(screen.getByTestId('menu-dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('menu-orders')).toBeInTheDocument();
    expect(screen.getByTestId('menu-after-sales')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-reviews')).toBeNull();
    expect(screen.queryByTestId('menu-audit')).toBeNull();
    expect(screen.queryByTestId('menu-promotions')).toBeNull();
    expect(screen.queryByTestId('menu-content')).toBeNull();
    expect(screen.queryByTestId('menu-staff')).toBeNull();
    expect(await screen.findByTestId('waiting-shipments')).toHaveAttribute('href', '/orders?status=to_ship');
    expect(screen.queryByTestId('waiting-reviews')).toBeNull();
    expect(screen.getByTestId('waiting-receipts')).toHaveAttribute('href', '/orders?receipt_status=pending');
    expect(screen.getByTestId('menu-goods')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-members')).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('工作台 - 药采网运营后台'));
  });

  it('answers 403 on a section the role may not open', async () => {
    stubApi([['GET', '/api/operator/me', ok(staff('warehouse'))]]);
    renderRoutes(routes, '/reviews');
    const forbidden = await screen.findByTestId('forbidden');
    expect(within(forbidden).getByText('无权访问此页面')).toBeInTheDocument();
  });

  it('sends a visitor to the login page', async () => {
    stubApi([
      ['GET', '/api/operator/me', { status: 401, body: { code: 10001, msg: '请先登录', data: null } }],
    ]);
    const { router } = renderRoutes(routes, '/orders?status=to_ship');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/orders?status=to_ship')}`);
  });

  it("tells a buyer's session it is not a staff account", async () => {
    stubApi([['GET', '/api/operator/me', { status: 403, body: { code: 403, msg: '无权操作', data: null } }]]);
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('not-staff')).toHaveTextContent('当前登录的账号不是运营人员');
  });
});
