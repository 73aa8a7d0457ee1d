import { Tag, Typography, type TableColumnsType } from 'antd';
import type { StaffRole } from '@yaocai/contract';
import { CrudTable } from '../../../components/list-kit/crud-table';
import { isEditableRole } from '../lib/permission-groups';
import { RowButton } from '../../../components/list-kit/row-button';

export function RolesTable({
  roles,
  total,
  loading,
  mayUpdate,
  onEdit,
}: {
  roles?: StaffRole[];
  /** How many permissions the catalogue has. */
  total: number;
  loading: boolean;
  mayUpdate: boolean;
  onEdit: (role: StaffRole) => void;
}) {
  const columns: TableColumnsType<StaffRole> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, role) => (
        <span>
          <Typography.Text strong>{name}</Typography.Text>
          {!isEditableRole(role) && (
            <Tag color="gold" className="tag-small" style={{ marginLeft: 6 }}>
              内置
            </Tag>
          )}
        </span>
      ),
    },
    { title: '人数', dataIndex: 'staff_count', width: 90, align: 'right', render: (n: number) => `${n} 人` },
    {
      title: '权限数',
      key: 'permissions',
      width: 110,
      align: 'right',
      render: (_, role) =>
        isEditableRole(role) ? `${role.permissions.length} / ${total}` : <span>全部权限</span>,
    },
  ];
  if (mayUpdate) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, role) =>
        isEditableRole(role) ? (
          <RowButton label="编辑权限" testId="role-edit" onClick={() => onEdit(role)} />
        ) : (
          <span className="muted">包含全部权限，不可修改</span>
        ),
    });
  }
  return (
    <CrudTable<StaffRole>
      columns={columns}
      rows={roles}
      loading={loading}
      paging="whole"
      emptyText="暂无角色"
      testIdOf={(role) => `role-row-${role.code}`}
    />
  );
}
