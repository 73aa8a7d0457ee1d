import type { OperatorMember } from '@yaocai/contract';

/** A member as the console's list shows it, for the members tests: 永安堂大药房 unless `extra` says. */
export const memberFixture = (
  id: number,
  username: string,
  extra: Partial<OperatorMember> = {},
): OperatorMember => ({
  id,
  username,
  name: '何永安',
  phone: '13761524480',
  company: '永安堂大药房',
  company_type: '单体药店',
  region: '上海 上海市',
  headquarters: '',
  is_passed: 1,
  is_special: 0,
  disabled: 0,
  scopes: ['中成药'],
  credit_limit: '5000.00',
  account_manager_id: 5,
  account_manager: '刘洋',
  order_count: 3,
  created_at: '2026-03-01T02:00:00.000Z',
  ...extra,
});
