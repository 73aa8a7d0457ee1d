import { describe, expect, it } from 'vitest';
import { memberChanges, memberEditValues, NO_MANAGER } from './member-edit';
import { memberFixture } from './member-fixture';

const member = memberFixture(9, 'hetong01');

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
