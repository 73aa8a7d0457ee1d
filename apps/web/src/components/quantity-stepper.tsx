import { useEffect, useState } from 'react';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_QUANTITY, normaliseQuantity, stepQuantity } from '@yaocai/domain';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** 中包装. Goods that may not be split step by it and round typed quantities up to it. */
  middlePack?: number | null;
  /** 1: single units may be bought, so the step is one. */
  canSplit?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
}

/** The pack the quantity moves by: the middle pack unless the goods may be split. */
export const stepPack = (middlePack: number | null | undefined, canSplit: boolean | undefined): number =>
  canSplit ? 1 : middlePack && middlePack > 0 ? middlePack : 1;

/** − [n] + : steps by the pack (DOMAIN.md "Goods": 中包装); a typed value is normalised on blur. */
export function QuantityStepper({
  value,
  onChange,
  middlePack,
  canSplit,
  disabled,
  size = 'md',
  testId = 'quantity-stepper',
}: QuantityStepperProps) {
  const pack = stepPack(middlePack, canSplit);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    const next = normaliseQuantity(Number.isFinite(typed) ? typed : pack, pack);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <span className={`quantity-stepper quantity-stepper--${size}`} data-testid={testId}>
      <button
        type="button"
        aria-label="减少"
        disabled={disabled || value <= pack}
        onClick={() => onChange(stepQuantity(value, pack, 'down'))}
      >
        <MinusOutlined />
      </button>
      <input
        inputMode="numeric"
        aria-label="数量"
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label="增加"
        disabled={disabled || value + pack > MAX_QUANTITY}
        onClick={() => onChange(stepQuantity(value, pack, 'up'))}
      >
        <PlusOutlined />
      </button>
    </span>
  );
}
