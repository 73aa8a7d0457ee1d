import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { TraceCodeView } from '@yaocai/contract';
import { pickedUnits } from '@yaocai/web-kit/after-sale';
import { ReturnCodesPicker } from './return-codes-picker';

const code = (c: string, units = 1): TraceCodeView => ({
  code: c,
  kind: c.startsWith('(') ? 'gs1' : 'nmpa',
  units,
  received_at: null,
  return_state: 'none',
});
const CODES = [
  code('81001010000000000001'),
  code('81001010000000000002'),
  code('(01)06901234567892(17)271231(10)B2401(21)77'),
];

function Picker({ quantity = 2 }: { quantity?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ReturnCodesPicker
      goods="阿莫西林胶囊"
      unit="盒"
      quantity={quantity}
      codes={CODES}
      value={value}
      onChange={setValue}
    />
  );
}

/** As a scanner types: the code, then Enter down and up. */
function scan(text: string) {
  const input = screen.getByTestId('return-codes-scan');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('退回追溯码', () => {
  it('ticks a scanned code of the line (GS1 with or without parentheses) and flags a stranger', () => {
    render(<Picker />);
    expect(screen.getByTestId('return-codes-count')).toHaveTextContent('已选 0/2盒');
    scan('81001010000000000002');
    expect(screen.getByLabelText('81001010000000000002')).toBeChecked();
    scan('01069012345678921727123110B24012177');
    expect(screen.getByLabelText('(01)06901234567892(17)271231(10)B2401(21)77')).toBeChecked();
    expect(screen.getByTestId('return-codes-count')).toHaveTextContent('已选 2/2盒');
    scan('89999990000000000001');
    expect(screen.getByTestId('return-codes-flag')).toHaveTextContent(
      '89999990000000000001：不是该商品发出的追溯码，或已在其他售后中退回',
    );
    expect(screen.getByTestId('return-codes-count')).toHaveTextContent('已选 2/2盒');
  });

  it('counts a 中包装 code for the units it stands for', () => {
    expect(pickedUnits([code('A', 10), code('B')], ['A', 'B'])).toBe(11);
  });
});
