import { describe, expect, it } from 'vitest';
import type { GoodsCategories, OperatorGoodsDetail } from '@yaocai/contract';
import { afterKindChange, categoryTree, NEW_GOODS, toFormValues, toGoodsInput } from './goods-form';
import { formFieldsOf } from './goods-fixtures';

const categories: GoodsCategories = [
  { id: 4, kind: 'drug', name: '解热镇痛', path: '中西成药 / 感冒发热 / 解热镇痛' },
  { id: 5, kind: 'drug', name: '感冒用药', path: '中西成药 / 感冒发热 / 感冒用药' },
  { id: 12, kind: 'drug', name: '止泻通便', path: '中西成药 / 消化系统 / 止泻通便' },
  { id: 61, kind: 'herbal', name: '补血药', path: '中药饮片 / 补虚药 / 补血药' },
  { id: 96, kind: 'device', name: '口罩', path: '医疗器械 / 防护用品 / 口罩' },
];

const detail: OperatorGoodsDetail = {
  id: 1288,
  kind: 'drug',
  kind_name: '药品',
  name: '尼莫地平片',
  trade_name: '',
  spec: '30mg*20片',
  unit: '盒',
  manufacturer: '天津力生制药股份有限公司',
  approval_number: '国药准字H12227226',
  barcode: '6901234567892',
  category: '头痛眩晕',
  scope_class: '化学药制剂',
  base_price: '8.97',
  retail_price: '14.10',
  stock: 3857,
  nearest_expiry: '2028-01-27',
  on_sale: 1,
  sales: 8620,
  image: '/img/goods/1288.svg',
  dosage_form: '片剂',
  category_id: 30,
  middle_pack: 1,
  piece_pack: 480,
  quote_threshold: 10,
  can_split: 1,
  type: 0,
  origin: '',
  device_class: '',
  instructions: '【药品名称】尼莫地平片',
  ladders: [{ number: 10, price: '8.50' }],
  ladder_price_type: 2,
  is_controlled: 1,
  controlled_regions: ['北京', '河北'],
  controlled_groups: ['vip'],
  trace_required: 1,
  trace_prefix: '8100001',
  trace_pack_prefix: '',
  trace_pack_ratio: 0,
  trace_own_codes: 0,
  cold_chain: 1,
  cold_min: -20,
  cold_max: -15.5,
  batches: [],
};

describe('goods form', () => {
  it('round-trips a goods: what the form shows is what it posts back', () => {
    expect(toGoodsInput(toFormValues(detail))).toEqual(formFieldsOf(detail));
  });

  it('sends a 冷链 range left empty as blank (the API keeps 2–8 °C)', () => {
    expect(toGoodsInput({ ...NEW_GOODS, cold_chain: true })).toMatchObject({
      cold_chain: 1,
      cold_min: '',
      cold_max: '',
    });
    expect(toFormValues({ ...detail, cold_chain: 0, cold_min: 2, cold_max: 8 })).toMatchObject({
      cold_chain: false,
      cold_min: 2,
      cold_max: 8,
    });
  });

  it('sends no 控销 lists once 控销 is off', () => {
    const values = { ...toFormValues(detail), is_controlled: false };
    expect(toGoodsInput(values)).toMatchObject({
      is_controlled: 0,
      controlled_regions: [],
      controlled_groups: [],
    });
  });

  it('trims the words and turns switches into 0 and 1', () => {
    const input = toGoodsInput({
      ...NEW_GOODS,
      name: '  感冒灵颗粒 ',
      base_price: ' 9.5',
      type: true,
      on_sale: false,
    });
    expect(input).toMatchObject({ name: '感冒灵颗粒', base_price: '9.5', type: 1, on_sale: 0, can_split: 1 });
  });

  it('clears what no longer fits when the kind changes', () => {
    expect(afterKindChange({ category_id: 4, scope_class: '化学药制剂' }, 'herbal', categories)).toEqual({
      category_id: undefined,
      scope_class: '中药饮片',
      device_class: '',
      type: false,
      trace_required: false,
    });
    expect(afterKindChange({ category_id: 96, scope_class: '第二类医疗器械' }, 'device', categories)).toEqual(
      {
        category_id: 96,
        scope_class: '第二类医疗器械',
        origin: '',
        type: false,
        trace_required: false,
      },
    );
    expect(afterKindChange({ category_id: 61, scope_class: '中药饮片' }, 'drug', categories)).toMatchObject({
      category_id: undefined,
      scope_class: undefined,
    });
  });

  it("builds the kind's category tree with only leaves selectable, without the shared root", () => {
    expect(categoryTree(categories, 'drug')).toEqual([
      {
        value: 'group:感冒发热',
        title: '感冒发热',
        label: '感冒发热',
        selectable: false,
        children: [
          { value: 4, title: '解热镇痛', label: '感冒发热 / 解热镇痛' },
          { value: 5, title: '感冒用药', label: '感冒发热 / 感冒用药' },
        ],
      },
      {
        value: 'group:消化系统',
        title: '消化系统',
        label: '消化系统',
        selectable: false,
        children: [{ value: 12, title: '止泻通便', label: '消化系统 / 止泻通便' }],
      },
    ]);
    // A single leaf: its parents are all shared, the leaf itself stays.
    expect(categoryTree(categories, 'herbal')).toEqual([{ value: 61, title: '补血药', label: '补血药' }]);
    expect(categoryTree(categories, 'unknown')).toEqual([]);
  });
});
