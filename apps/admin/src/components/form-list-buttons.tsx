import { Button } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';

/** A Form.List row's 删除 icon button, named for screen readers (`label`, e.g. 删除商品2). */
export function RemoveRowButton({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      type="text"
      icon={<MinusCircleOutlined />}
      aria-label={label}
      disabled={disabled}
      onClick={onRemove}
    />
  );
}

/** A Form.List's dashed 添加 button under its rows, shown while fewer than `max` rows are there. */
export function AddRowButton({
  count,
  max,
  label,
  testId,
  onAdd,
}: {
  count: number;
  max: number;
  label: string;
  testId: string;
  onAdd: () => void;
}) {
  if (count >= max) return null;
  return (
    <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} style={{ width: 200 }} data-testid={testId}>
      {label}
    </Button>
  );
}
