import { Space } from 'antd';
import type { OperatorVarietyRequest } from '@yaocai/contract';
import { varietyActions } from '../lib/service-labels';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

export interface VarietyHandlers {
  onPurchase: (request: OperatorVarietyRequest) => Promise<unknown>;
  onList: (request: OperatorVarietyRequest) => void;
  onRefuse: (request: OperatorVarietyRequest) => void;
  /** The request whose change is running (its buttons spin). */
  busyId: number | null;
}

/** The buttons of one request: 开始采购, 已上架, 无法采购 as its status allows. */
export function VarietyActions({
  request,
  handlers,
}: {
  request: OperatorVarietyRequest;
  handlers: VarietyHandlers;
}) {
  const actions = varietyActions(request.status);
  if (actions.length === 0) return <span className="muted">—</span>;
  const busy = handlers.busyId === request.id;
  return (
    <Space size={0} wrap>
      {actions.includes('purchase') && (
        <ConfirmAction
          label="开始采购"
          title="开始采购"
          description="确认开始采购该品种？会员将收到采购中的通知。"
          cancelText="取消"
          loading={busy}
          testId="variety-purchase"
          onConfirm={() => handlers.onPurchase(request)}
        />
      )}
      {actions.includes('list') && (
        <RowButton label="已上架" testId="variety-list" onClick={() => handlers.onList(request)} />
      )}
      {actions.includes('refuse') && (
        <RowButton
          label="无法采购"
          testId="variety-refuse"
          danger
          onClick={() => handlers.onRefuse(request)}
        />
      )}
    </Space>
  );
}
