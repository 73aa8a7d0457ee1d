import { useState } from 'react';
import { Checkbox, Input, Tag } from 'antd';
import type { TraceCodeView } from '@yaocai/contract';
import { pickedUnits } from '@yaocai/web-kit/after-sale';

/** A code as scanners send it: GS1 without parentheses matches its stored form with them. */
const bare = (code: string) => code.trim().replace(/[()]/g, '');

export interface ReturnCodesPickerProps {
  goods: string;
  unit: string;
  /** Units asked back on the line. */
  quantity: number;
  /** The line's codes the buyer still holds (not named by another after-sale, not returned). */
  codes: TraceCodeView[];
  value: string[];
  onChange: (codes: string[]) => void;
}

/**
 * 退货 of a line shipped with 药品追溯码: tick the codes sent back, or scan/type one and press Enter
 * (a code not shipped on this line is flagged). As many units as asked back.
 */
export function ReturnCodesPicker({ goods, unit, quantity, codes, value, onChange }: ReturnCodesPickerProps) {
  const [scan, setScan] = useState('');
  const [flag, setFlag] = useState('');
  const units = pickedUnits(codes, value);
  const add = () => {
    const typed = scan.trim();
    if (!typed) return;
    const hit = codes.find((c) => bare(c.code) === bare(typed));
    setScan('');
    if (!hit) return setFlag(`${typed}：不是该商品发出的追溯码，或已在其他售后中退回`);
    setFlag(value.includes(hit.code) ? `${hit.code}：已选择` : '');
    if (!value.includes(hit.code)) onChange([...value, hit.code]);
  };
  return (
    <div className="return-codes" data-testid="return-codes">
      <div className="return-codes__head">
        <b>{goods}</b> 退回追溯码
        <Tag color={units === quantity ? 'success' : 'warning'} data-testid="return-codes-count">
          已选 {units}/{quantity}
          {unit}
        </Tag>
      </div>
      <Input
        size="small"
        placeholder="扫码或输入追溯码后回车"
        value={scan}
        onChange={(e) => setScan(e.target.value)}
        onPressEnter={add}
        status={flag ? 'error' : undefined}
        data-testid="return-codes-scan"
      />
      {flag && (
        <div className="text-red" role="alert" data-testid="return-codes-flag">
          {flag}
        </div>
      )}
      <Checkbox.Group
        className="return-codes__list"
        value={value}
        onChange={(next) => onChange(next as string[])}
        options={codes.map((c) => ({
          value: c.code,
          label: c.units > 1 ? `${c.code}（${c.units}${unit}）` : c.code,
        }))}
      />
    </div>
  );
}
