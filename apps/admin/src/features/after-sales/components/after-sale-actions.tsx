import { Button, Popconfirm, Space } from 'antd';
import type { OperatorAfterSale } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import type { AfterSaleAction } from '../lib/after-sale-steps';
import { RowButton } from '../../../components/list-kit/row-button';

export interface AfterSaleHandlers {
  onApprove: (sale: OperatorAfterSale) => void;
  onRefuse: (sale: OperatorAfterSale) => void;
  onReceived: (sale: OperatorAfterSale) => void;
  onRefund: (sale: OperatorAfterSale) => Promise<unknown>;
  onReship: (sale: OperatorAfterSale) => void;
  /** The after-sale whose step is running (its buttons spin). */
  busyId: number | null;
}

/** The buttons of one row, as afterSaleActions decides. */
export function AfterSaleActions({
  sale,
  actions,
  handlers,
}: {
  sale: OperatorAfterSale;
  actions: AfterSaleAction[];
  handlers: AfterSaleHandlers;
}) {
  if (actions.length === 0) return <span className="muted">—</span>;
  const busy = handlers.busyId === sale.id;
  return (
    <Space size={0} wrap>
      {actions.includes('approve') && (
        <RowButton
          label="同意"
          testId="after-sale-approve"
          loading={busy}
          onClick={() => handlers.onApprove(sale)}
        />
      )}
      {actions.includes('refuse') && (
        <RowButton label="拒绝" testId="after-sale-refuse" danger onClick={() => handlers.onRefuse(sale)} />
      )}
      {actions.includes('received') && (
        <RowButton
          label="确认收到退货"
          testId="after-sale-received"
          loading={busy}
          onClick={() => handlers.onReceived(sale)}
        />
      )}
      {actions.includes('reship') && (
        <RowButton label="换货发货" testId="after-sale-reship" onClick={() => handlers.onReship(sale)} />
      )}
      {actions.includes('refund') && (
        <Popconfirm
          title="确认退款"
          description={
            <div style={{ maxWidth: 300 }}>
              向 {sale.company} 退款{' '}
              <b className="money money-strong" data-testid="after-sale-refund-amount">
                {formatYuan(sale.estimated_refund)}
              </b>
              （含红包、现金券部分），款项将原路退回，退款后不可撤销。
            </div>
          }
          okText="确认退款"
          cancelText="再想想"
          okButtonProps={{ danger: true, 'data-testid': 'after-sale-refund-confirm' }}
          onConfirm={() => handlers.onRefund(sale)}
        >
          <Button type="link" size="small" loading={busy} data-testid="after-sale-refund">
            退款
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
