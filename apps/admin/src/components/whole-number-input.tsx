import { InputNumber, type InputNumberProps } from 'antd';

/** A whole number from `min` to `max` (数量, 库存, 排序, 天数), as wide as its field unless `width` says. */
export function WholeNumberInput({
  width = '100%',
  testId,
  ...props
}: Omit<InputNumberProps<number>, 'precision' | 'style'> & { width?: number | string; testId: string }) {
  return <InputNumber<number> precision={0} style={{ width }} data-testid={testId} {...props} />;
}
