import { useState } from 'react';
import { App, Button, Space, Tag, type TableColumnsType } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import type { GrantItem } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { grantsQueryOptions, useChangeCreditLimit, useGrant } from '../api/finance';
import { CreditLimitModal } from '../components/credit-limit-modal';
import { FinanceHeader } from '../components/finance-tabs';
import { GrantModal } from '../components/grant-modal';

const columns: TableColumnsType<GrantItem> = [
  { title: '发放时间', dataIndex: 'created_at', width: 140, render: formatTime },
  {
    title: '类型',
    key: 'kind',
    width: 100,
    render: (_, g) => <Tag color={g.kind === 'red_packet' ? 'red' : 'orange'}>{g.kind_name}</Tag>,
  },
  { title: '发放对象', dataIndex: 'target_name', ellipsis: true },
  { title: '人数', dataIndex: 'member_count', width: 70, align: 'right' },
  { title: '每人（元）', dataIndex: 'amount', width: 100, align: 'right' },
  { title: '合计（元）', dataIndex: 'total', width: 110, align: 'right' },
  { title: '有效期至', dataIndex: 'valid_to', width: 110, render: (d: string | null) => d ?? '—' },
  { title: '原因', dataIndex: 'reason', ellipsis: true },
  { title: '经办人', dataIndex: 'staff_name', width: 100 },
];

const TABLE_LOOK = tableLook('grant-row', 1100, '暂无发放记录');

/** 红包与现金券: what finance gave and to whom; 发放 and 调整账期额度 (each in the audit log). */
export function GrantsPage() {
  const { query, tableProps } = useListQuery((p) => grantsQueryOptions({ page: p.page }));
  const can = useCan();
  const { message } = App.useApp();
  const grant = useGrant();
  const credit = useChangeCreditLimit();
  const [granting, setGranting] = useState(false);
  const [crediting, setCrediting] = useState(false);
  return (
    <ListPage
      header={
        <FinanceHeader
          extra={
            can('finance.grant') && (
              <Space>
                <Button onClick={() => setCrediting(true)} data-testid="credit-limit-new">
                  调整账期额度
                </Button>
                <Button
                  type="primary"
                  icon={<GiftOutlined />}
                  onClick={() => setGranting(true)}
                  data-testid="grant-new"
                >
                  发放红包 / 现金券
                </Button>
              </Space>
            )
          }
        />
      }
      refresh={query}
      overlays={
        <>
          <GrantModal
            editing={granting ? 'new' : null}
            pending={grant.isPending}
            onCancel={() => setGranting(false)}
            onSubmit={(input) =>
              grant.mutateAsync(input, {
                onSuccess: (saved) => {
                  void message.success(`已发放给 ${saved.member_count} 个会员`);
                  setGranting(false);
                },
              })
            }
          />
          <CreditLimitModal
            editing={crediting ? 'new' : null}
            pending={credit.isPending}
            onCancel={() => setCrediting(false)}
            onSubmit={(input) =>
              credit.mutateAsync(input, {
                onSuccess: () => {
                  void message.success('账期额度已调整');
                  setCrediting(false);
                },
              })
            }
          />
        </>
      }
    >
      <CrudTable<GrantItem> columns={columns} {...tableProps('次')} {...TABLE_LOOK} />
    </ListPage>
  );
}
