import { formatYuan } from '@yaocai/web-kit/format';

/** A discount as the totals show it: ¥0.00 when none, else minus the amount. */
export const minusYuan = (amount: string) => (amount === '0.00' ? '¥0.00' : `-${formatYuan(amount)}`);

/** An order's totals (商品金额, 优惠/满减, 运费 …) and what is payable, in large type (`testId` on it). */
export function AmountsSummary({
  rows,
  payable,
  fontSize,
  testId,
}: {
  rows: [label: string, value: string][];
  payable: string;
  fontSize: number;
  testId?: string;
}) {
  return (
    <div className="order-amounts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <span className="muted">{label}：</span>
          <span className="money">{value}</span>
        </div>
      ))}
      <div>
        <span>应付金额：</span>
        <span className="money money-strong" style={{ fontSize }} data-testid={testId}>
          {formatYuan(payable)}
        </span>
      </div>
    </div>
  );
}
