import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardAnswer, MyMember, MyMembersAnswer } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests, staffMe } from '../../../test-utils';
import { DashboardPage } from './dashboard-page';

setUpComponentTests();

const dashboard: DashboardAnswer = {
  today: { orders: 3, sales: '300.00' },
  month: { orders: 40, sales: '12000.00' },
  series: [],
  waiting: {},
};

const member = (id: number, month_orders: number, month_amount: string): MyMember => ({
  id,
  username: `yaodian0${id}`,
  name: '赵建国',
  phone: '13801012345',
  company: `药房${id}`,
  region: '北京',
  month_orders,
  month_amount,
  proposals_open: 1,
  proposals_accepted: 0,
  proposals_declined: 0,
});

const mine: MyMembersAnswer = {
  manager: { name: '王莉', phone: '13811026478' },
  list: [member(1, 10, '3745.48'), member(2, 2, '100.02')],
  proposals: { open: 2, accepted: 5, declined: 1 },
};

const routes = (permissions: string[]) =>
  stubApi([
    ['GET', '/api/operator/me', staffMe(permissions, { username: 'yewu01', name: '王莉' })],
    ['GET', '/api/operator/dashboard', ok(dashboard)],
    ['GET', '/api/operator/my-members', ok(mine)],
  ]);

describe('工作台', () => {
  it("shows the 业务员 its customers' month and its prepared orders", async () => {
    const calls = routes(['console.use', 'dashboard.read', 'proposal.create']);
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    const summary = await screen.findByTestId('customers-summary');
    await within(summary).findByText('12');
    // Statistic writes the integer and the decimals apart.
    expect(summary.textContent).toContain('客户本月金额¥3,845.50');
    expect(summary.textContent).toContain('代下单已下单5');
    expect(calls.some((c) => c.url.startsWith('/api/operator/my-members'))).toBe(true);
  });

  it('does not ask for customers without the permission', async () => {
    const calls = routes(['console.use', 'dashboard.read']);
    renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
    await screen.findByTestId('stat-today-orders');
    expect(screen.queryByTestId('customers-summary')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/operator/my-members'))).toBe(false);
  });
});
