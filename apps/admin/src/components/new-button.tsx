import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** A 新增 … button (primary unless `plain`): its label, test id and what it opens. */
export function NewButton({
  label,
  testId,
  onClick,
  plain,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  plain?: boolean;
}) {
  return (
    <Button
      type={plain ? undefined : 'primary'}
      icon={<PlusOutlined />}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
