import type { OperatorAfterSale } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';

/**
 * 退款金额: what was refunded, or while the after-sale is open what a refund would give back now
 * (the API's estimate; the refund itself computes the final amount). Exchanges and refusals refund nothing.
 */
export function RefundAmount({ sale }: { sale: OperatorAfterSale }) {
  if (sale.status === 'refunded') {
    return <span className="money money-strong">{formatYuan(sale.refund_amount)}</span>;
  }
  if (sale.status === 'rejected' || sale.kind === 'exchange') return <span className="muted">—</span>;
  return (
    <div data-testid="after-sale-estimated-refund">
      <div className="money">{formatYuan(sale.estimated_refund)}</div>
      <div className="muted" style={{ fontSize: 12 }}>
        预计退款
      </div>
    </div>
  );
}
