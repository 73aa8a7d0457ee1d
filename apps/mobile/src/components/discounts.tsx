import { useEffect, useState } from 'react';
import { Input, List, Popup } from 'antd-mobile';
import type { CheckoutPreviewAnswer, DiscountOption } from '@yaocai/contract';
import { parseYuan } from '@yaocai/domain';
import { redPacketAmount, type DiscountChoice } from '@yaocai/web-kit/checkout';

const describe = (o: DiscountOption) =>
  o.usable === 1
    ? `${o.desc ?? (Number(o.threshold) > 0 ? `满${o.threshold}可用` : '无门槛')} · 至${o.valid_to}`
    : (o.reason ?? '不可用');

type Kind = 'coupon' | 'voucher';
const KINDS: Record<Kind, { label: string; field: 'coupon_id' | 'cash_voucher_id' }> = {
  coupon: { label: '优惠券', field: 'coupon_id' },
  voucher: { label: '现金券', field: 'cash_voucher_id' },
};

/** 优惠: coupon and 现金券 pickers (bottom sheets) and the account red packet; the server prices every choice. */
export function DiscountsSection({
  data,
  choice,
  onChange,
}: {
  data: CheckoutPreviewAnswer;
  choice: DiscountChoice;
  onChange: (next: DiscountChoice) => void;
}) {
  const [picker, setPicker] = useState<Kind | null>(null);
  const [redPacket, setRedPacket] = useState(choice.red_packet ?? '');
  useEffect(() => setRedPacket(choice.red_packet ?? ''), [choice.red_packet]);
  const balance = parseYuan(data.red_packet.balance) ?? 0;
  const options = (kind: Kind) => (kind === 'coupon' ? data.coupons : data.cash_vouchers);

  const summary = (kind: Kind) => {
    const id = choice[KINDS[kind].field];
    const picked = options(kind).find((o) => o.id === id);
    if (picked) return <span className="price">-¥{picked.amount}</span>;
    const usable = options(kind).filter((o) => o.usable === 1).length;
    return usable > 0 ? `${usable} 张可用` : '暂无可用';
  };

  const commitRedPacket = () => {
    const text = redPacketAmount(redPacket, data.red_packet.balance);
    setRedPacket(text);
    if (text !== (choice.red_packet ?? '')) onChange({ ...choice, red_packet: text || undefined });
  };

  const pick = (kind: Kind, id: number | undefined) => {
    onChange({ ...choice, [KINDS[kind].field]: id });
    setPicker(null);
  };

  return (
    <>
      <List header="优惠">
        {(Object.keys(KINDS) as Kind[]).map((kind) => (
          <List.Item
            key={kind}
            arrowIcon
            onClick={() => setPicker(kind)}
            extra={summary(kind)}
            data-testid={`m-checkout-${kind}`}
          >
            {KINDS[kind].label}
          </List.Item>
        ))}
        <List.Item
          description={`可用余额 ¥${data.red_packet.balance}`}
          extra={
            <Input
              className="red-packet-input"
              aria-label="红包使用金额"
              inputMode="decimal"
              value={redPacket}
              disabled={balance === 0}
              placeholder={balance > 0 ? '输入金额' : '暂无余额'}
              onChange={(v) => setRedPacket(v.replace(/[^\d.]/g, '').slice(0, 10))}
              onBlur={commitRedPacket}
              onEnterPress={commitRedPacket}
              data-testid="m-red-packet-input"
            />
          }
        >
          账户红包
        </List.Item>
      </List>
      <Popup
        visible={picker !== null}
        onMaskClick={() => setPicker(null)}
        bodyStyle={{ maxHeight: '70vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
      >
        {picker ? (
          <List header={`选择${KINDS[picker].label}`} data-testid={`m-${picker}-picker`}>
            <List.Item onClick={() => pick(picker, undefined)}>不使用{KINDS[picker].label}</List.Item>
            {options(picker).map((o) => (
              <List.Item
                key={o.id}
                disabled={o.usable !== 1}
                description={describe(o)}
                onClick={() => pick(picker, o.id)}
                extra={
                  <span className="price">
                    ¥{o.amount}
                    {choice[KINDS[picker].field] === o.id ? ' ✓' : ''}
                  </span>
                }
              >
                {o.name}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Popup>
    </>
  );
}
