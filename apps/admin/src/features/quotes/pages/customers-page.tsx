import { Link } from 'react-router';
import { Button, Card, Typography, type TableColumnsType } from 'antd';
import { paths } from '../../../app/paths';
import { PageHeader, PageBody } from '../../../components/page-header';
import { actionsColumn, CrudTable } from '../../../components/list-kit/crud-table';
import { RefreshButton } from '../../../components/list-kit/list-page';
import { useMyMembers, type MyMember } from '../api/quotes';
import { CustomersSummary } from '../components/customers-summary';

/** 我的客户: the 业务员's members with this month's orders and amounts and the prepared orders' counts. */
export function CustomersPage() {
  const members = useMyMembers();
  const data = members.data;
  const columns: TableColumnsType<MyMember> = [
    {
      title: '会员',
      key: 'member',
      render: (_, m) => (
        <div>
          <Link to={paths.customer(m.id)}>{m.company || m.username}</Link>
          <div>
            <Typography.Text type="secondary">
              {m.username} · {m.name} {m.phone}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { title: '地区', dataIndex: 'region', width: 160 },
    { title: '本月订单', dataIndex: 'month_orders', width: 96 },
    { title: '本月金额', dataIndex: 'month_amount', width: 120, render: (v: string) => `¥${v}` },
    {
      title: '代下单 待确认/已下单/已拒绝',
      key: 'proposals',
      width: 210,
      render: (_, m) => `${m.proposals_open} / ${m.proposals_accepted} / ${m.proposals_declined}`,
    },
    actionsColumn<MyMember>(
      (m) => (
        <Link to={paths.proposalNew(m.id)} data-testid="customer-propose">
          代客下单
        </Link>
      ),
      { width: 110 },
    ),
  ];

  return (
    <>
      <PageHeader
        title="我的客户"
        crumbs={[{ title: '我的客户' }]}
        extra={
          <Link to={paths.proposalNew()}>
            <Button type="primary" data-testid="proposal-new">
              代客下单
            </Button>
          </Link>
        }
      />
      <PageBody>
        <CustomersSummary data={data} loading={members.isLoading} />
        <Card className="table-card">
          <div className="table-toolbar">
            <div className="toolbar-filters">
              {data?.manager && (
                <Typography.Text type="secondary">
                  客户经理：{data.manager.name} {data.manager.phone}
                </Typography.Text>
              )}
            </div>
            <RefreshButton list={members} />
          </div>
          <CrudTable
            rows={data?.list}
            columns={columns}
            loading={members.isLoading}
            emptyText="还没有分配给您的客户"
            testIdOf={(m) => `customer-${m.username}`}
            totalUnit="家客户"
            scrollX={900}
          />
        </Card>
      </PageBody>
    </>
  );
}
