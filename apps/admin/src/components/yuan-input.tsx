import { InputNumber, type InputNumberProps } from 'antd';

/** An amount in yuan with two decimals, kept as text (from 0.01 unless `min` says), `width` wide. */
export function YuanInput({
  min = '0.01',
  width,
  testId,
  ...props
}: Omit<InputNumberProps<string>, 'precision' | 'style' | 'stringMode'> & {
  width: number | string;
  testId: string;
}) {
  return (
    <InputNumber<string>
      stringMode
      min={min}
      precision={2}
      style={{ width }}
      data-testid={testId}
      {...props}
    />
  );
}
