import { Tag, Typography, type TableColumnsType } from 'antd';
import { editColumn } from './on-off-columns';
import type { CashbackRuleAdminView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import { switchableStateColumn, type SwitchRows, windowColumn } from './promotion-columns';

function columns({
  mayUpdate,
  onEdit,
  onSwitch,
  switching,
}: SwitchRows<CashbackRuleAdminView>): TableColumnsType<CashbackRuleAdminView> {
  const list: TableColumnsType<CashbackRuleAdminView> = [
    {
      title: '活动',
      key: 'name',
      render: (_, rule) => (
        <div>
          <Typography.Text strong>{rule.name}</Typography.Text>
          <div className="muted goods-meta">
            满 {formatYuan(rule.threshold)} 返 {formatYuan(rule.amount)}
          </div>
        </div>
      ),
    },
    {
      title: '返至',
      dataIndex: 'destination_name',
      width: 100,
      render: (name: string, rule) => (
        <Tag color={rule.destination === 'balance' ? 'blue' : 'orange'}>{name}</Tag>
      ),
    },
    windowColumn<CashbackRuleAdminView>(),
    {
      title: '已返订单 / 净返金额',
      key: 'grants',
      width: 160,
      align: 'right',
      render: (_, rule) => (
        <div>
          <div>{rule.grants} 单</div>
          <div className="money muted">{formatYuan(rule.granted_amount)}</div>
        </div>
      ),
    },
    switchableStateColumn<CashbackRuleAdminView>({ mayUpdate, switching, onSwitch, testId: 'cb-switch' }),
  ];
  if (mayUpdate) list.push(editColumn(onEdit, 'cb-edit'));
  return list;
}

/** The rows with their state switch and, for roles that may update, 编辑. */
export const CashbackRuleTable = tableOf(columns, tableLook('cb-row', 860, '暂无满额返现活动'));
