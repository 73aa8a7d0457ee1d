import { describe, expect, it } from 'vitest';
import type { OperatorMember } from '@yaocai/contract';
import { memberChanges, memberEditValues, NO_MANAGER } from './member-edit';

const member: OperatorMember = {
  id: 9,
  username: 'hetong01',
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
};

describe('member edit', () => {
  it('sends nothing when nothing changed, whatever the amount is written like', () => {
    expect(memberChanges(member, memberEditValues(member))).toEqual({});
    expect(memberChanges(member, { ...memberEditValues(member), credit_limit: ' 5000 ' })).toEqual({});
  });

  it('sends only the settings that changed', () => {
    expect(memberChanges(member, { ...memberEditValues(member), is_special: true })).toEqual({
      is_special: 1,
    });
    expect(memberChanges(member, { ...memberEditValues(member), credit_limit: '8000.5' })).toEqual({
      credit_limit: '8000.5',
    });
    expect(memberChanges(member, { is_special: false, credit_limit: '0', account_manager_id: 2 })).toEqual({
      credit_limit: '0',
      account_manager_id: 2,
    });
  });

  it('sends 0 to take the manager away, and nothing when none was and none is chosen', () => {
    const unmanaged = { ...member, account_manager_id: null, account_manager: '' };
    expect(memberChanges(unmanaged, memberEditValues(unmanaged))).toEqual({});
    expect(memberChanges(member, { ...memberEditValues(member), account_manager_id: NO_MANAGER })).toEqual({
      account_manager_id: 0,
    });
  });
});
