import { Switch } from 'antd';
import type { TableColumnsType } from 'antd';
import { RowButton } from '../../../components/list-kit/row-button';

/** The 启用/停用 (or 上架/下架) switch of a promotion row, disabled for roles that may not update. */
export function OnOffSwitch({
  on,
  mayUpdate,
  loading,
  labels = ['启用', '停用'],
  onChange,
  testId,
}: {
  on: boolean;
  mayUpdate: boolean;
  loading: boolean;
  labels?: [string, string];
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <Switch
      size="small"
      checked={on}
      disabled={!mayUpdate}
      loading={loading}
      checkedChildren={labels[0]}
      unCheckedChildren={labels[1]}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

/** The 操作 column with 编辑, for roles that may update. */
export function editColumn<T>(onEdit: (row: T) => void, testId: string): TableColumnsType<T>[number] {
  return {
    title: '操作',
    key: 'actions',
    width: 80,
    render: (_, row) => <RowButton label="编辑" testId={testId} onClick={() => onEdit(row)} />,
  };
}
