import { describe, expect, it } from 'vitest';
import type { CashbackRuleAdminView } from '@yaocai/contract';
import { cashbackMessage, cashbackRuleInput, cashbackRuleValues, switchedRule } from './cashback-rule-form';

const view: CashbackRuleAdminView = {
  id: 1,
  name: '满额返现 · 余额',
  threshold: '500.00',
  amount: '10.00',
  destination: 'balance',
  destination_name: '账户余额',
  starts_at: '2026-10-24T16:00:00.000Z',
  ends_at: '2026-12-24T16:00:00.000Z',
  is_on: 1,
  state: 'running',
  state_name: '进行中',
  grants: 3,
  granted_amount: '30.00',
};

describe('cashback rule form', () => {
  it('edits a rule and sends it in China time', () => {
    expect(cashbackRuleInput(cashbackRuleValues(view))).toEqual({
      name: '满额返现 · 余额',
      threshold: '500.00',
      amount: '10.00',
      destination: 'balance',
      starts_at: '2026-10-25 00:00',
      ends_at: '2026-12-25 00:00',
      is_on: 1,
    });
    expect(switchedRule(view, false)).toMatchObject({ is_on: 0, threshold: '500.00' });
  });

  it.each([
    ['1000', '30', null],
    ['1000', '1000', '返现金额必须小于返现门槛'],
    ['1000', '0', '返现金额必须大于0'],
    ['', '30', null],
    ['1000', '', '请填写返现金额'],
    ['1000', '3.333', '返现金额格式不正确，最多两位小数'],
  ])('满%s返%s → %s', (threshold, amount, message) => {
    expect(cashbackMessage(threshold, amount)).toBe(message);
  });
});
