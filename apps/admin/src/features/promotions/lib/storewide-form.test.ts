import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { StorewideDiscountView } from '@yaocai/contract';
import {
  permilleOf,
  rateLabel,
  rateMessage,
  storewideInput,
  storewideValues,
  switchedStorewide,
} from './storewide-form';

const view: StorewideDiscountView = {
  id: 3,
  name: '全场94折',
  rate_permille: 940,
  label: '94折',
  excluded_goods_ids: [5, 9],
  excluded_category_ids: [2],
  excluded_categories: [{ id: 2, name: '中药饮片' }],
  starts_at: '2026-03-01T02:00:00.000Z',
  ends_at: '2026-03-31T15:59:00.000Z',
  is_on: 1,
  state: 'running',
  state_name: '进行中',
};

describe('storewide form', () => {
  it.each([
    [9.4, 940, null, '94折'],
    [9, 900, null, '9折'],
    [9.55, 955, null, '95.5折'],
    [9.555, null, '折扣最多两位小数', null],
    [10, 1000, '折扣须在0.1折到9.99折之间', null],
    [0, 0, '折扣须在0.1折到9.99折之间', null],
    [null, null, '请填写折扣', null],
  ])('rate %s → %s‰, %s, %s', (rate, permille, message, label) => {
    expect(permilleOf(rate)).toBe(permille);
    expect(rateMessage(rate)).toBe(message);
    expect(rateLabel(rate)).toBe(label);
  });

  it('goes from a view to the input and back', () => {
    const values = storewideValues(view);
    expect(values).toMatchObject({ name: '全场94折', rate: 9.4, excluded_goods_ids: [5, 9], is_on: true });
    expect(storewideInput(values)).toEqual({
      name: '全场94折',
      rate_permille: 940,
      excluded_goods_ids: [5, 9],
      excluded_category_ids: [2],
      starts_at: '2026-03-01 10:00',
      ends_at: '2026-03-31 23:59',
      is_on: 1,
    });
    expect(switchedStorewide(view, false).is_on).toBe(0);
  });

  it('starts a new discount at 9.4折, switched on, with nothing excluded', () => {
    const values = storewideValues();
    expect(values).toMatchObject({
      rate: 9.4,
      is_on: true,
      excluded_goods_ids: [],
      excluded_category_ids: [],
    });
    const input = storewideInput({
      ...values,
      name: ' 春季 ',
      window: [dayjs('2026-04-01 00:00'), dayjs('2026-04-02 00:00')],
    });
    expect(input).toMatchObject({ name: '春季', rate_permille: 940, starts_at: '2026-04-01 00:00' });
  });
});
