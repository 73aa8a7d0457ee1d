import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ok,
  renderRoutes,
  sentBody,
  sentCall,
  setUpComponentTests,
  staffMe,
  stubApi,
} from '../../../test-utils';
import { MembersPage } from './members-page';
import { memberFixture } from '../lib/member-fixture';

const member = memberFixture;

const list = ok({
  list: [
    member(9, 'hetong01'),
    member(10, 'xinyao01', { is_passed: 0, credit_limit: '0.00' }),
    member(11, 'tingyong01', { disabled: 1 }),
  ],
  total: 3,
  page: 1,
  page_size: 20,
});

const me = (permissions: string[]) => staffMe(permissions, { username: 'operator01', name: '管理员' });
const managers = ok([
  { id: 1, name: '客服小药', phone: '400-826-1818', is_default: 1 },
  { id: 5, name: '刘洋', phone: '15810462391', is_default: 0 },
]);

setUpComponentTests();

describe('MembersPage', () => {
  it('saves only what the edit changed', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['member.read', 'member.update', 'review.read'])],
      ['GET', '/api/operator/members', list],
      ['GET', '/api/operator/account_managers', managers],
      ['POST', '/api/operator/members/9', ok({ id: 9 })],
    ]);
    renderRoutes([{ path: '/members', element: <MembersPage /> }], '/members?status=passed');
    const row = await screen.findByTestId('member-row-hetong01');
    expect(calls.find((c) => c.url.startsWith('/api/operator/members'))?.url).toContain('status=passed');
    // An unreviewed member links to its review.
    expect(within(screen.getByTestId('member-row-xinyao01')).getByTestId('member-review')).toHaveAttribute(
      'href',
      '/reviews/10',
    );
    expect(
      within(screen.getByTestId('member-row-tingyong01')).getByTestId('member-enable'),
    ).toBeInTheDocument();

    fireEvent.click(within(row).getByTestId('member-edit'));
    const credit = await screen.findByTestId('member-credit');
    expect(credit).toHaveValue('5000.00');
    fireEvent.change(credit, { target: { value: '8000' } });
    fireEvent.click(screen.getByTestId('member-special'));
    fireEvent.click(screen.getByTestId('member-save'));
    expect(await sentCall(calls)).toMatchObject({
      url: '/api/operator/members/9',
      body: { is_special: 1, credit_limit: '8000' },
    });
  });

  it('disables a member after confirming', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['member.read', 'member.update'])],
      ['GET', '/api/operator/members', list],
      ['POST', '/api/operator/members/9', ok({ id: 9 })],
    ]);
    renderRoutes([{ path: '/members', element: <MembersPage /> }], '/members');
    const row = await screen.findByTestId('member-row-hetong01');
    // Without review.read the unreviewed member has no review link.
    expect(screen.queryByTestId('member-review')).toBeNull();
    fireEvent.click(within(row).getByTestId('member-disable'));
    expect(await screen.findByText('停用后该会员将立即退出登录且无法登录')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('member-disable-confirm'));
    expect(await sentBody(calls)).toEqual({ disabled: 1 });
  });

  it('shows no actions to a role that may only read', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['member.read'])],
      ['GET', '/api/operator/members', list],
    ]);
    renderRoutes([{ path: '/members', element: <MembersPage /> }], '/members');
    await screen.findByTestId('member-row-hetong01');
    expect(screen.queryByTestId('member-edit')).toBeNull();
    expect(screen.queryByTestId('member-disable')).toBeNull();
  });
});
