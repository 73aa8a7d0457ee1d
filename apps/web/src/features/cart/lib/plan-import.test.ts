import { describe, expect, it } from 'vitest';
import type { PlanImportAnswer, PlanRow } from '@yaocai/contract';
import { filterPlanRows, keptChoices, planFilters, planStatusTag, planSummary } from './plan-import';

const row = (n: number, status: PlanRow['status'], candidates: number[] = []): PlanRow => ({
  row: n,
  status,
  goods_id: status === 'matched' ? 100 + n : null,
  number: status === 'matched' ? 1 : null,
  candidates: candidates.map((id) => ({
    id,
    name: '布洛芬片',
    spec: '0.2g*24片',
    manufacturer: '新华制药',
    approval_number: '',
    unit: '盒',
    middle_pack: 1,
    can_split: 1,
    price: '4.80',
    price_tip: null,
    stock: 10,
    is_buy: 1,
    buy_tip: null,
  })),
  msg: '',
  input: { code: '', approval_number: '', name: '', spec: '', manufacturer: '', quantity: '1' },
  goods: null,
});
const answer = (rows: PlanRow[], dryRun: 0 | 1, added = 0): PlanImportAnswer => ({
  dry_run: dryRun,
  rows,
  matched: rows.filter((r) => r.status === 'matched').length,
  added,
  total: 0,
});

describe('plan import helpers', () => {
  const rows = [row(2, 'matched'), row(3, 'ambiguous', [7, 8]), row(4, 'not_found'), row(5, 'bad_quantity')];

  it('sums up a preview and a finished import', () => {
    expect(planSummary(answer(rows, 1))).toBe('共 4 行：可加入 1，待选择 1，未找到 1，数量有误 1');
    expect(planSummary(answer([row(2, 'matched')], 0, 1))).toBe('已加入购物车 1 种商品');
  });

  it('filters rows by status and names added rows', () => {
    expect(planFilters(rows, true).map((f) => f.label)).toEqual([
      '全部 4',
      '可加入 1',
      '待选择 1',
      '未找到 1',
      '数量有误 1',
    ]);
    expect(filterPlanRows(rows, 'ambiguous').map((r) => r.row)).toEqual([3]);
    expect(filterPlanRows(rows, 'all').map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(planStatusTag({ status: 'matched' }, false).label).toBe('已加入');
    expect(planStatusTag({ status: 'matched' }, true).label).toBe('可加入');
  });

  it('keeps only picks the rows still offer', () => {
    expect(keptChoices({ 3: 8, 4: 9, 9: 1 }, answer(rows, 1))).toEqual({ 3: 8 });
    expect(keptChoices({ 3: 8 }, null)).toEqual({});
  });
});
