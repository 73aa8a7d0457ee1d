import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss left to pay an unpaid order (it cancels itself after 30 minutes). */
export function PayCountdown({ seconds, onEnd }: { seconds: number; onEnd?: () => void }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left <= 0) {
      onEnd?.();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onEnd]);
  if (left <= 0) return <span className="pay-countdown is-ended">支付已超时</span>;
  return (
    <span className="pay-countdown">
      {pad(Math.floor(left / 60))}:{pad(left % 60)}
    </span>
  );
}
