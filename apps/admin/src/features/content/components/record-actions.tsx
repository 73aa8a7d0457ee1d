import { Space } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

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
      <RowButton label="编辑" testId={`${testId}-edit`} onClick={onEdit} />
      {children}
      <ConfirmAction
        label="删除"
        title={title}
        description={description}
        danger
        loading={busy}
        testId={`${testId}-delete`}
        onConfirm={onDelete}
      />
    </Space>
  );
}
