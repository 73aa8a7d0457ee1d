import { Button } from 'antd';

/** A table row's small link button (编辑, 取消, 投递记录 …), named `testId` for browser tests. */
export function RowButton({
  label,
  testId,
  danger,
  loading,
  onClick,
}: {
  label: string;
  testId?: string;
  danger?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="link" size="small" danger={danger} loading={loading} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
