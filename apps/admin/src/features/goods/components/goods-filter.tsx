import type { FilterField } from '../../../components/list-kit/filter-form';
import { GOODS_KIND_OPTIONS, ON_SALE_OPTIONS } from '../lib/goods-labels';

/** The filter bar above the goods table. */
export const GOODS_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'text',
    name: 'keyword',
    label: '关键词',
    span: 8,
    placeholder: '名称 / 批准文号 / 厂家 / 商品编号',
    testId: 'goods-keyword',
  },
  { kind: 'select', name: 'kind', label: '类型', span: 5, options: GOODS_KIND_OPTIONS, testId: 'goods-kind' },
  {
    kind: 'select',
    name: 'on_sale',
    label: '上架',
    span: 5,
    options: ON_SALE_OPTIONS,
    testId: 'goods-on-sale',
  },
];
