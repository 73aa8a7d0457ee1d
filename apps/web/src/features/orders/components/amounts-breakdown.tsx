import type { OrderAmounts } from '../api/types';

const ROWS: { key: keyof OrderAmounts; label: string; minus?: boolean }[] = [
  { key: 'goods_amount', label: '商品金额' },
  { key: 'manjian_amount', label: '满减优惠', minus: true },
  { key: 'coupon_amount', label: '优惠券', minus: true },
  { key: 'red_packet_amount', label: '红包抵扣', minus: true },
  { key: 'cash_voucher_amount', label: '现金券', minus: true },
  { key: 'shipping_amount', label: '运费' },
];

/** Goods, discounts, shipping and the payable amount, as the order will charge them. */
export function AmountsBreakdown({
  amounts,
  payableLabel = '应付金额',
  paid,
}: {
  amounts: OrderAmounts;
  payableLabel?: string;
  /** Shown under the payable amount once paid (e.g. 余额支付). */
  paid?: string | null;
}) {
  return (
    <dl className="amounts" data-testid="amounts">
      {ROWS.map(({ key, label, minus }) =>
        minus && Number(amounts[key]) === 0 ? null : (
          <div className="amounts__row" key={key} data-testid={`amount-${key}`}>
            <dt>{label}：</dt>
            <dd className={minus ? 'amounts__minus' : undefined}>
              {minus ? '-' : ''}¥{amounts[key]}
            </dd>
          </div>
        ),
      )}
      <div className="amounts__row amounts__row--total">
        <dt>{payableLabel}：</dt>
        <dd className="amounts__payable" data-testid="amount-payable">
          ¥{amounts.payable_amount}
        </dd>
      </div>
      {paid && (
        <div className="amounts__row">
          <dt>支付方式：</dt>
          <dd>{paid}</dd>
        </div>
      )}
    </dl>
  );
}
