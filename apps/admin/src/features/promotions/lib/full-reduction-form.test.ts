import { describe, expect, it } from 'vitest';
import type { FullReductionView } from '@yaocai/contract';
import {
  fullReductionInput,
  fullReductionValues,
  tierText,
  tiersMessage,
  windowField,
} from './full-reduction-form';

const view: FullReductionView = {
  id: 2,
  name: '中药饮片满减',
  tiers: [
    { amount: '300.00', reduction: '20.00' },
    { amount: '800.00', reduction: '60.50' },
  ],
  starts_at: '2026-10-24T11:25:46.964Z',
  ends_at: '2026-12-23T16:00:00.000Z',
  goods: [],
  state: 'running',
  state_name: '进行中',
  goods_ids: [5, 10, 11],
};

describe('full reduction form', () => {
  it('edits an activity and sends it back as the API takes it', () => {
    const values = fullReductionValues(view);
    expect(fullReductionInput({ ...values, goods_ids: [5, 10, 10, 12] })).toEqual({
      name: '中药饮片满减',
      tiers: [
        { amount: '300.00', reduction: '20.00' },
        { amount: '800.00', reduction: '60.50' },
      ],
      starts_at: '2026-10-24 19:25',
      ends_at: '2026-12-24 00:00',
      goods_ids: [5, 10, 12],
    });
  });

  it('starts a new activity with one empty tier', () => {
    expect(fullReductionValues()).toEqual({ name: '', tiers: [{}], window: null, goods_ids: [] });
  });

  it('refuses tiers as the domain does', () => {
    expect(tiersMessage([{ amount: '300', reduction: '20' }])).toBeNull();
    expect(tiersMessage([{ amount: '300', reduction: '' }])).toBe('请填写每一档的门槛与减免金额');
    expect(tiersMessage([{ amount: '300.123', reduction: '20' }])).toBe('满减金额格式不正确，最多两位小数');
    expect(tiersMessage([{ amount: '300', reduction: '300' }])).toBe('减免金额必须小于门槛金额');
    expect(
      tiersMessage([
        { amount: '500', reduction: '50' },
        { amount: '300', reduction: '60' },
      ]),
    ).toBe('满减档位的门槛和减免金额须逐档递增');
    expect(tiersMessage([])).toBe('请至少设置一档满减');
    expect(tiersMessage(Array.from({ length: 6 }, () => ({ amount: '1', reduction: '0.5' })))).toBe(
      '满减最多设置5档',
    );
  });

  it('names tiers and places window errors on the range', () => {
    expect(tierText({ amount: '300.00', reduction: '20.50' })).toBe('满300减20.50');
    expect(windowField('ends_at')).toBe('window');
    expect(windowField('goods_ids')).toBe('goods_ids');
  });
});
