import {
  AlipayCircleOutlined,
  CreditCardOutlined,
  GlobalOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { PayMethod } from '../../orders/api/types';

export interface PayMethodView {
  method: PayMethod;
  name: string;
  detail: ReactNode;
  /** Why it cannot pay this order; null when it can. */
  reason: string | null;
}

const ICONS: Record<PayMethod, ReactNode> = {
  balance: <WalletOutlined />,
  credit: <CreditCardOutlined />,
  online: <GlobalOutlined />,
  alipay: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
  wechat: <WechatOutlined style={{ color: '#07c160' }} />,
};

/** Payment method cards; a method that cannot pay shows why and cannot be chosen. */
export function PayMethods({
  methods,
  value,
  onChange,
}: {
  methods: PayMethodView[];
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
}) {
  return (
    <div className="pay-methods" role="radiogroup" aria-label="支付方式">
      {methods.map((m) => (
        <button
          type="button"
          role="radio"
          key={m.method}
          aria-checked={value === m.method}
          aria-disabled={m.reason !== null}
          disabled={m.reason !== null}
          className={`pay-method${value === m.method ? ' is-active' : ''}${m.reason ? ' is-disabled' : ''}`}
          onClick={() => onChange(m.method)}
          data-testid={`pay-method-${m.method}`}
        >
          <span className="pay-method__icon">{ICONS[m.method]}</span>
          <span className="pay-method__body">
            <b>{m.name}</b>
            <span className="pay-method__detail">{m.detail}</span>
            {m.reason && <span className="pay-method__reason">{m.reason}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
