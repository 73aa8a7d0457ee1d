import { useEffect, useState } from 'react';
import { Input, Select } from 'antd';
import { parseYuan } from '@yaocai/domain';
import { redPacketAmount } from '@yaocai/web-kit/checkout';
import type { CheckoutPreview, DiscountChoice, DiscountOption } from '../api/types';

const optionLabel = (o: DiscountOption) =>
  `${o.name}（${o.desc ?? (Number(o.threshold) > 0 ? `满${o.threshold}减${o.amount}` : `减${o.amount}`)}）${
    o.usable ? '' : `：${o.reason ?? '不可用'}`
  }`;

/** Coupon, account red packet and cash voucher; the server prices every choice. */
export function DiscountsPanel({
  preview,
  choice,
  onChange,
}: {
  preview: CheckoutPreview;
  choice: DiscountChoice;
  onChange: (next: DiscountChoice) => void;
}) {
  const [redPacket, setRedPacket] = useState(choice.red_packet ?? '');
  useEffect(() => setRedPacket(choice.red_packet ?? ''), [choice.red_packet]);
  const balance = parseYuan(preview.red_packet.balance) ?? 0;
  const usableCoupons = preview.coupons.filter((c) => c.usable).length;
  const usableVouchers = preview.cash_vouchers.filter((c) => c.usable).length;

  const commitRedPacket = () => {
    const text = redPacketAmount(redPacket, preview.red_packet.balance);
    setRedPacket(text);
    if (text !== (choice.red_packet ?? '')) onChange({ ...choice, red_packet: text || undefined });
  };

  return (
    <div className="discounts">
      <div className="discounts__row">
        <label className="discounts__label" htmlFor="checkout-coupon">
          优惠券
        </label>
        <Select
          id="checkout-coupon"
          className="discounts__select"
          value={choice.coupon_id ?? 0}
          onChange={(v: number) => onChange({ ...choice, coupon_id: v || undefined })}
          options={[
            {
              value: 0,
              label: usableCoupons > 0 ? `不使用优惠券（${usableCoupons}张可用）` : '暂无可用优惠券',
            },
            ...preview.coupons.map((c) => ({ value: c.id, label: optionLabel(c), disabled: !c.usable })),
          ]}
          data-testid="coupon-select"
        />
      </div>
      <label className="discounts__row">
        <span className="discounts__label">账户红包</span>
        <Input
          className="discounts__input"
          prefix="¥"
          value={redPacket}
          disabled={balance === 0}
          placeholder={balance > 0 ? '输入使用金额' : '暂无红包余额'}
          onChange={(e) => setRedPacket(e.target.value.replace(/[^\d.]/g, '').slice(0, 10))}
          onBlur={commitRedPacket}
          onPressEnter={commitRedPacket}
          data-testid="red-packet-input"
        />
        <span className="discounts__tip">可用余额 ¥{preview.red_packet.balance}</span>
      </label>
      <div className="discounts__row">
        <label className="discounts__label" htmlFor="checkout-cash-voucher">
          现金券
        </label>
        <Select
          id="checkout-cash-voucher"
          className="discounts__select"
          value={choice.cash_voucher_id ?? 0}
          onChange={(v: number) => onChange({ ...choice, cash_voucher_id: v || undefined })}
          options={[
            {
              value: 0,
              label: usableVouchers > 0 ? `不使用现金券（${usableVouchers}张可用）` : '暂无可用现金券',
            },
            ...preview.cash_vouchers.map((c) => ({
              value: c.id,
              label: optionLabel(c),
              disabled: !c.usable,
            })),
          ]}
          data-testid="cash-voucher-select"
        />
      </div>
    </div>
  );
}
