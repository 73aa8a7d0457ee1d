import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffAnswer } from '@yaocai/contract';
import { PERMISSION_LABELS, PERMISSIONS } from '@yaocai/domain';
import { ok, renderRoutes, sentBody, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { StaffPage } from './staff-page';

const overview: StaffAnswer = {
  staff: [
    {
      id: 1,
      username: 'operator01',
      name: '周运营',
      phone: '13601015566',
      disabled: 0,
      roles: [{ id: 1, name: '管理员' }],
      created_at: '2026-11-23T11:25:46.971Z',
    },
    {
      id: 10,
      username: 'kefu01',
      name: '陈客服',
      phone: '13601017723',
      disabled: 0,
      roles: [{ id: 2, name: '客服' }],
      created_at: '2026-11-23T11:25:46.971Z',
    },
    {
      id: 13,
      username: 'caiwu01',
      name: '王财务',
      phone: '13601010000',
      disabled: 1,
      roles: [],
      created_at: '2026-11-24T11:25:46.971Z',
    },
  ],
  roles: [
    { id: 1, code: 'administrator', name: '管理员', permissions: [...PERMISSIONS], staff_count: 1 },
    {
      id: 2,
      code: 'customer_service',
      name: '客服',
      permissions: ['console.use', 'dashboard.read', 'member.read', 'after_sale.read'],
      staff_count: 1,
    },
  ],
  permissions: PERMISSIONS.map((code) => ({ code, name: PERMISSION_LABELS[code] })),
};

const me = (permissions: string[]) => staffMe(permissions, { username: 'operator01', name: '周运营' });

setUpComponentTests();

const route = [{ path: '/staff', element: <StaffPage /> }];

describe('StaffPage', () => {
  it('offers no action on the own account nor on the 管理员 role', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['staff.read', 'staff.update'])],
      ['GET', '/api/operator/staff', ok(overview)],
    ]);
    renderRoutes(route, '/staff');
    const own = await screen.findByTestId('staff-row-operator01');
    expect(within(own).queryByTestId('staff-roles')).toBeNull();
    expect(within(own).queryByTestId('staff-disable')).toBeNull();
    expect(own).toHaveTextContent('当前登录账号');
    expect(within(screen.getByTestId('staff-row-caiwu01')).getByTestId('staff-enable')).toBeInTheDocument();
    expect(screen.getByTestId('staff-row-caiwu01')).toHaveTextContent('未分配角色');
    expect(within(screen.getByTestId('role-row-administrator')).queryByTestId('role-edit')).toBeNull();
    expect(screen.getByTestId('role-row-customer_service')).toHaveTextContent(`4 / ${PERMISSIONS.length}`);
  });

  it("changes a staff member's roles and disables it after confirming", async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['staff.read', 'staff.update'])],
      ['GET', '/api/operator/staff', ok(overview)],
      ['POST', '/api/operator/staff/10', ok({ id: 10 })],
    ]);
    renderRoutes(route, '/staff');
    const row = await screen.findByTestId('staff-row-kefu01');
    fireEvent.click(within(row).getByTestId('staff-roles'));
    const admin = await screen.findByRole('checkbox', { name: /管理员/ });
    expect(screen.getByRole('checkbox', { name: /客服/ })).toBeChecked();
    fireEvent.click(admin);
    fireEvent.click(screen.getByTestId('staff-roles-save'));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ role_ids: [1, 2] });

    fireEvent.click(within(row).getByTestId('staff-disable'));
    fireEvent.click(await screen.findByTestId('staff-disable-confirm'));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ disabled: 1 });
  });

  it('creates a staff account, checking the password rule first', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['staff.read', 'staff.update'])],
      ['GET', '/api/operator/staff', ok(overview)],
      ['POST', '/api/operator/staff', ok({ id: 14 })],
    ]);
    renderRoutes(route, '/staff');
    fireEvent.click(await screen.findByTestId('staff-new'));
    fireEvent.change(await screen.findByTestId('staff-username'), { target: { value: 'kefu02' } });
    fireEvent.change(screen.getByTestId('staff-name'), { target: { value: '李客服' } });
    fireEvent.change(screen.getByTestId('staff-phone'), { target: { value: '13601012222' } });
    fireEvent.change(screen.getByTestId('staff-password'), { target: { value: 'abcdefgh' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '客服' }));
    fireEvent.click(screen.getByTestId('staff-save'));
    expect(await screen.findByText('密码须为8-20位，同时包含字母和数字，不含空格')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('staff-password'), { target: { value: 'Kefu2026a' } });
    fireEvent.click(screen.getByTestId('staff-save'));
    expect(await sentBody(calls)).toEqual({
      username: 'kefu02',
      name: '李客服',
      phone: '13601012222',
      password: 'Kefu2026a',
      role_ids: [2],
    });
  });

  it("edits a role's permissions by entity", async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['staff.read', 'staff.update'])],
      ['GET', '/api/operator/staff', ok(overview)],
      ['POST', '/api/operator/roles/2', ok({ id: 2 })],
    ]);
    renderRoutes(route, '/staff');
    fireEvent.click(within(await screen.findByTestId('role-row-customer_service')).getByTestId('role-edit'));
    expect(await screen.findByText('该角色下有 1 名员工，保存后他们的权限立即按此调整')).toBeInTheDocument();
    // 售后: one of four held, the group's box is half checked; taking it takes all four.
    fireEvent.click(screen.getByTestId('perm-group-after_sale'));
    fireEvent.click(screen.getByTestId('perm-member.read'));
    fireEvent.click(screen.getByTestId('role-save'));
    expect(await sentBody(calls)).toEqual({
      name: '客服',
      permissions: [
        'console.use',
        'dashboard.read',
        'after_sale.read',
        'after_sale.approve',
        'after_sale.receive',
        'after_sale.refund',
      ],
    });
  });

  it('shows the list only to a role that may read', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['staff.read'])],
      ['GET', '/api/operator/staff', ok(overview)],
    ]);
    renderRoutes(route, '/staff');
    await screen.findByTestId('staff-row-kefu01');
    expect(screen.queryByTestId('staff-new')).toBeNull();
    expect(screen.queryByTestId('role-new')).toBeNull();
    expect(screen.queryByTestId('staff-roles')).toBeNull();
    expect(screen.queryByTestId('role-edit')).toBeNull();
  });
});
