import { Link } from 'react-router';
import { Typography } from 'antd';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useCan, useMe } from '../../account/api/me';
import { useMyMembers } from '../../quotes/api/quotes';
import { CustomersSummary } from '../../quotes/components/customers-summary';
import { useDashboard } from '../api/dashboard';
import { SalesChart } from '../components/sales-chart';
import { StatCards } from '../components/stat-cards';
import { WaitingPanel } from '../components/waiting-panel';

/** The 业务员 sees its own customers' month first. */
function MyCustomers() {
  const members = useMyMembers();
  return (
    <>
      <Typography.Title level={5}>
        我的客户 <Link to={paths.customers}>查看全部</Link>
      </Typography.Title>
      <CustomersSummary data={members.data} loading={members.isPending} />
    </>
  );
}

export function DashboardPage() {
  const dashboard = useDashboard();
  const me = useMe();
  const can = useCan();
  const loading = dashboard.isPending;
  return (
    <>
      <PageHeader title={`工作台${me.data ? ` · 您好，${me.data.name || me.data.username}` : ''}`} />
      <PageBody>
        {can('proposal.create') && <MyCustomers />}
        <WaitingPanel waiting={dashboard.data?.waiting} loading={loading} can={can} />
        <StatCards data={dashboard.data} loading={loading} />
        <SalesChart series={dashboard.data?.series} loading={loading} />
      </PageBody>
    </>
  );
}
