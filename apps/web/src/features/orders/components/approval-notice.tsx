import { Alert } from 'antd';
import type { OrderSummary } from '../api/types';
import { formatTime } from '@yaocai/web-kit/format';

/** 连锁采购审批 on a store's order: why it cannot be paid yet, or what the headquarters decided. */
export function ApprovalNotice({ order }: { order: OrderSummary }) {
  if (order.status === 'pending_approval') {
    const deadline = order.approval_expires_at ? formatTime(order.approval_expires_at) : '';
    return (
      <Alert
        className="order-approval-notice"
        type="info"
        showIcon
        data-testid="approval-notice"
        title="订单待总部审批，审批通过后才能支付"
        description={`本订单金额超过总部为本门店设定的审批金额，库存已为您锁定。总部审批通过后请在30分钟内完成支付；${
          deadline ? `如总部在 ${deadline} 前未审批，` : '逾期未审批'
        }系统将自动取消订单并退回库存。`}
      />
    );
  }
  if (order.approval_status === 'approved' && order.status === 'unpaid') {
    return (
      <Alert
        className="order-approval-notice"
        type="success"
        showIcon
        data-testid="approval-notice"
        title="总部已审批通过，请尽快完成支付"
      />
    );
  }
  return null;
}
