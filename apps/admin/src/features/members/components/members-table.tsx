import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorMember } from '@yaocai/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDay, formatYuan } from '@yaocai/web-kit/format';
import { tableOf } from '../../../components/list-kit/crud-table';
import { EnableToggle } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  mayUpdate: boolean;
  mayReview: boolean;
  busyId: number | null;
  onEdit: (member: OperatorMember) => void;
  onToggle: (member: OperatorMember, disabled: 0 | 1) => Promise<unknown>;
}

function columns({
  mayUpdate,
  mayReview,
  busyId,
  onEdit,
  onToggle,
}: Actions): TableColumnsType<OperatorMember> {
  const list: TableColumnsType<OperatorMember> = [
    {
      title: '账号',
      dataIndex: 'username',
      width: 120,
      fixed: 'left',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: '公司', dataIndex: 'company', width: 200, ellipsis: true },
    { title: '类型', dataIndex: 'company_type', width: 90 },
    { title: '地区', dataIndex: 'region', width: 120, ellipsis: true, render: (v: string) => v || '—' },
    {
      title: '联系人 / 电话',
      key: 'contact',
      width: 130,
      render: (_, m) => (
        <div>
          <div>{m.name || '—'}</div>
          <div className="muted">{m.phone}</div>
        </div>
      ),
    },
    {
      title: '所属总部',
      dataIndex: 'headquarters',
      width: 100,
      render: (v: string) => v || <span className="muted">—</span>,
    },
    {
      title: '审核',
      dataIndex: 'is_passed',
      width: 100,
      render: (passed: number, m) =>
        passed ? (
          <Tag color="success">已审核</Tag>
        ) : (
          <Space size={4} orientation="vertical">
            <Tag color="warning">未审核</Tag>
            {mayReview && (
              <Link to={paths.review(m.id)} data-testid="member-review">
                去审核
              </Link>
            )}
          </Space>
        ),
    },
    {
      title: '特药',
      dataIndex: 'is_special',
      width: 76,
      render: (special: number) =>
        special ? <Tag color="red">已开通</Tag> : <span className="muted">未开通</span>,
    },
    {
      title: '账期额度',
      dataIndex: 'credit_limit',
      width: 110,
      align: 'right',
      render: (v: string) =>
        v === '0.00' ? <span className="muted">未开通</span> : <span className="money">{formatYuan(v)}</span>,
    },
    {
      title: '客户经理',
      dataIndex: 'account_manager',
      width: 90,
      render: (v: string) => v || <span className="muted">—</span>,
    },
    { title: '订单数', dataIndex: 'order_count', width: 72, align: 'right' },
    { title: '注册时间', dataIndex: 'created_at', width: 104, render: formatDay },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 76,
      render: (disabled: number) =>
        disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>,
    },
  ];
  if (mayUpdate) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, m) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          <RowButton label="编辑" testId="member-edit" onClick={() => onEdit(m)} />
          <EnableToggle
            disabled={m.disabled === 1}
            what={`会员 ${m.username}`}
            effects={{
              enable: '启用后该会员可以重新登录和下单',
              disable: '停用后该会员将立即退出登录且无法登录',
            }}
            loading={busyId === m.id}
            testIdPrefix="member"
            onToggle={(disabled) => onToggle(m, disabled)}
          />
        </Space>
      ),
    });
  }
  return list;
}

export const MembersTable = tableOf(columns, {
  scrollX: 1500,
  emptyText: '没有符合条件的会员',
  testIdOf: (m) => `member-row-${m.username}`,
});
