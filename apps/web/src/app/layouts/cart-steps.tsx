import { CheckOutlined } from '@ant-design/icons';

export const CART_STEPS = ['我的购物车', '确认订单信息', '支付订单', '支付完成'] as const;

/** Checkout progress shown in the header on cart pages (route meta cartStep). */
export function CartSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="cart-steps" data-testid="cart-steps" aria-label="购物流程">
      {CART_STEPS.map((label, i) => {
        const step = i + 1;
        const state = step < current ? 'is-done' : step === current ? 'is-current' : '';
        return (
          <li
            key={label}
            className={`cart-steps__item ${state}`}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="cart-steps__dot">{step < current ? <CheckOutlined /> : step}</span>
            <span className="cart-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
