import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** 编辑 and 删除 (after a confirmation) of one row of a content table, plus any extra buttons. */
export function RecordActions({
  title,
  description,
  busy,
  onEdit,
  onDelete,
  testId,
  children,
}: {
  /** The confirmation's question, e.g. 删除导航“每日特价”？ */
  title: string;
  description: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit} data-testid={`${testId}-edit`}>
        编辑
      </Button>
      {children}
      <Popconfirm
        title={title}
        description={description}
        okText="删除"
        okButtonProps={{ danger: true, 'data-testid': `${testId}-delete-confirm` }}
        onConfirm={onDelete}
      >
        <Button type="link" size="small" danger loading={busy} data-testid={`${testId}-delete`}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
