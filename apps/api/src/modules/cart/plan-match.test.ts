import { describe, expect, it } from 'vitest';
import { matchRow, normalise, type PlanInput, type PoolGoods } from './plan-match';

const g = (id: number, over: Partial<PoolGoods> = {}): PoolGoods => ({
  id,
  name: '布洛芬缓释胶囊',
  tradeName: '',
  spec: '0.3g*20粒',
  approvalNumber: `国药准字H1090008${id}`,
  manufacturer: '中美天津史克制药有限公司',
  manufacturerShort: '中美史克',
  ...over,
});
const pool = [
  g(1, { tradeName: '芬必得' }),
  g(2, { spec: '0.3g*24粒', approvalNumber: '国药准字H10900081' }),
  g(3, { manufacturer: '山东新华制药股份有限公司', manufacturerShort: '新华制药' }),
  g(4, { name: '布洛芬片', spec: '0.2g*24片' }),
];
const row = (over: Partial<PlanInput>): PlanInput => ({
  code: '',
  approval_number: '',
  name: '',
  spec: '',
  manufacturer: '',
  quantity: '1',
  ...over,
});

describe('matchRow', () => {
  it.each<[string, Partial<PlanInput>, string, number[]]>([
    ['goods code', { code: '3' }, 'one', [3]],
    ['unknown goods code', { code: '99' }, 'none', []],
    ['goods code that is not a number', { code: 'A1' }, 'none', []],
    ['approval number shared by two specs', { approval_number: '国药准字H10900081' }, 'many', [1, 2]],
    ['approval number and spec', { approval_number: ' 国药准字h10900081 ', spec: '0.3g×24粒' }, 'one', [2]],
    [
      'approval number, wrong spec: candidates',
      { approval_number: '国药准字H10900081', spec: '1g' },
      'many',
      [1, 2],
    ],
    [
      'unknown approval number falls back to the name',
      { approval_number: 'X', name: '布洛芬片' },
      'one',
      [4],
    ],
    ['unknown approval number alone', { approval_number: 'X' }, 'none', []],
    ['name only, several', { name: '布洛芬缓释胶囊' }, 'many', [1, 2, 3]],
    [
      'name, spec and short maker',
      { name: '布洛芬缓释胶囊', spec: '0.3g*20粒', manufacturer: '新华制药' },
      'one',
      [3],
    ],
    ['trade name', { name: '芬必得' }, 'one', [1]],
    ['full-width spec', { name: '布洛芬片', spec: '０.２g＊24片' }, 'one', [4]],
    ['unknown name', { name: '不存在' }, 'none', []],
    ['nothing to match by', {}, 'none', []],
  ])('%s', (_, input, kind, ids) => {
    const m = matchRow(row(input), pool);
    expect(m.kind).toBe(kind);
    if (m.kind === 'one') expect([m.goodsId]).toEqual(ids);
    if (m.kind === 'many') expect(m.goodsIds).toEqual(ids);
  });

  it('ignores case, spaces, full-width forms and × in specs', () => {
    expect(normalise(' 0.3G × 20粒 ')).toBe(normalise('0.3g*20粒'));
  });
});
