import type { FilterField } from '../../../components/list-kit/filter-form';
import { ORDER_STATUS_OPTIONS, RECEIPT_FILTER_OPTIONS } from '../lib/order-labels';

/** The filter bar above the orders table. */
export const ORDER_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'status',
    label: '订单状态',
    options: ORDER_STATUS_OPTIONS,
    testId: 'orders-status',
  },
  {
    kind: 'select',
    name: 'receipt_status',
    label: '含麻回执',
    options: RECEIPT_FILTER_OPTIONS,
    testId: 'orders-receipt',
  },
  {
    kind: 'text',
    name: 'keyword',
    label: '关键词',
    placeholder: '订单号 / 会员 / 公司',
    testId: 'orders-keyword',
  },
  { kind: 'text', name: 'batch_no', label: '批号', placeholder: '按批号追溯订单', testId: 'orders-batch' },
  { kind: 'dates', label: '下单日期', span: 8 },
];
