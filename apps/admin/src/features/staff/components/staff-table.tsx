import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { StaffMemberView } from '@yaocai/contract';
import { formatDay } from '@yaocai/web-kit/format';
import { tableOf } from '../../../components/list-kit/crud-table';
import { EnableToggle } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  /** The staff member at the console: its own row has no actions (the API refuses them). */
  selfId: number | undefined;
  mayUpdate: boolean;
  busyId: number | null;
  onRoles: (staff: StaffMemberView) => void;
  onToggle: (staff: StaffMemberView, disabled: 0 | 1) => Promise<unknown>;
}

function actionsOf(staff: StaffMemberView, { selfId, busyId, onRoles, onToggle }: Actions) {
  if (staff.id === selfId) {
    return <span className="muted">当前登录账号</span>;
  }
  return (
    <Space size={0} separator={<span className="muted">|</span>}>
      <RowButton label="修改角色" testId="staff-roles" onClick={() => onRoles(staff)} />
      <EnableToggle
        disabled={staff.disabled === 1}
        what={`员工 ${staff.username}`}
        effects={{
          enable: '启用后该员工可以重新登录运营后台',
          disable: '停用后该员工将立即退出且无法登录运营后台',
        }}
        loading={busyId === staff.id}
        testIdPrefix="staff"
        onToggle={(disabled) => onToggle(staff, disabled)}
      />
    </Space>
  );
}

function columns(actions: Actions): TableColumnsType<StaffMemberView> {
  const list: TableColumnsType<StaffMemberView> = [
    {
      title: '账号',
      dataIndex: 'username',
      width: 140,
      render: (username: string, staff) => (
        <Space size={4}>
          <Typography.Text strong>{username}</Typography.Text>
          {staff.id === actions.selfId && <Tag className="tag-small">我</Tag>}
        </Space>
      ),
    },
    { title: '姓名', dataIndex: 'name', width: 110 },
    { title: '电话', dataIndex: 'phone', width: 130 },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: StaffMemberView['roles']) =>
        roles.length ? (
          <Space size={[4, 4]} wrap>
            {roles.map((role) => (
              <Tag key={role.id} color="blue" variant="outlined">
                {role.name}
              </Tag>
            ))}
          </Space>
        ) : (
          <span className="muted">未分配角色</span>
        ),
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 84,
      render: (disabled: number) =>
        disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>,
    },
    { title: '创建时间', dataIndex: 'created_at', width: 110, render: formatDay },
  ];
  if (actions.mayUpdate) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, staff) => actionsOf(staff, actions),
    });
  }
  return list;
}

export const StaffTable = tableOf(columns, {
  scrollX: 860,
  emptyText: '暂无员工',
  testIdOf: (row) => `staff-row-${row.username}`,
});
