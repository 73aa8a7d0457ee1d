import { Checkbox, Tag } from 'antd-mobile';
import type { TraceCodeView } from '@yaocai/contract';
import { pickedUnits } from '@yaocai/web-kit/after-sale';

export interface ReturnCodesProps {
  unit: string;
  /** Units asked back on the line. */
  quantity: number;
  /** The line's codes the buyer still holds (not named by another after-sale, not returned). */
  codes: TraceCodeView[];
  value: string[];
  onChange: (codes: string[]) => void;
}

/** 退货 of a line shipped with 药品追溯码 on the phone: tick the codes sent back, as many units as asked back. */
export function ReturnCodes({ unit, quantity, codes, value, onChange }: ReturnCodesProps) {
  const units = pickedUnits(codes, value);
  return (
    <div className="as-codes" data-testid="m-return-codes">
      <div className="as-codes-head">
        <span>退回追溯码</span>
        <Tag color={units === quantity ? 'success' : 'warning'} data-testid="m-return-codes-count">
          已选 {units}/{quantity}
          {unit}
        </Tag>
      </div>
      <Checkbox.Group value={value} onChange={(next) => onChange(next as string[])}>
        {codes.map((c) => (
          <Checkbox key={c.code} value={c.code} className="as-code">
            {c.units > 1 ? `${c.code}（${c.units}${unit}）` : c.code}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
