import {
  LOGISTICS_COMPANY_NAMES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@yaocai/domain';
import { PAYMENT_PROVIDER_LABELS } from '@yaocai/contract';

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  unpaid: 'gold',
  to_ship: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
  pending_approval: 'purple',
};

export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

/** 含特殊药品 orders need the buyer's signed receipt; the contract sends the code only. */
export const RECEIPT_STATUS: Record<string, { label: string; color: string }> = {
  none: { label: '无需回执', color: 'default' },
  required: { label: '待上传', color: 'orange' },
  pending: { label: '待审核', color: 'processing' },
  checked: { label: '已审核', color: 'success' },
  rejected: { label: '已驳回', color: 'error' },
};

/** The receipt states the orders list filters by (待上传 is not one of them). */
export const RECEIPT_FILTERS = ['pending', 'checked', 'rejected', 'none'] as const;

export const RECEIPT_FILTER_OPTIONS = RECEIPT_FILTERS.map((status) => ({
  value: status,
  label: RECEIPT_STATUS[status].label,
}));

export function receiptLabel(status: string) {
  return RECEIPT_STATUS[status] ?? { label: status, color: 'default' };
}

/** What staff may do with an order in this state (the API refuses anything else). */
export function canShip(status: string): boolean {
  return status === 'to_ship';
}

/** Only unpaid orders: money already paid goes back through after-sales (the API refuses the rest). */
export function canCancel(status: string): boolean {
  return status === 'unpaid';
}

/** The carriers the ship form offers: packages/domain's list, each with its 快递100 company code. */
export const LOGISTICS_COMPANIES = LOGISTICS_COMPANY_NAMES;

/** The contract sends the payment method's code only. */
const PAY_METHOD_LABELS: Record<string, string> = {
  balance: '余额支付',
  credit: '账期支付',
  online: '在线支付',
};

/** 余额支付 / 账期支付, or the online channel by name (支付宝, 微信支付) when the order was paid online. */
export function payMethodText(order: { pay_method: string | null; pay_provider: string | null }): string {
  if (!order.pay_method) return '—';
  const provider = order.pay_provider
    ? (PAYMENT_PROVIDER_LABELS as Record<string, string>)[order.pay_provider]
    : undefined;
  if (order.pay_method === 'online' && provider) return `在线支付（${provider}）`;
  return PAY_METHOD_LABELS[order.pay_method] ?? order.pay_method;
}
