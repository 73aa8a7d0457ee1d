import { PageBody, PageHeader } from '../../../components/page-header';
import { useCan, useMe } from '../../account/api/me';
import { useDashboard } from '../api/dashboard';
import { SalesChart } from '../components/sales-chart';
import { StatCards } from '../components/stat-cards';
import { WaitingPanel } from '../components/waiting-panel';

export function DashboardPage() {
  const dashboard = useDashboard();
  const me = useMe();
  const can = useCan();
  const loading = dashboard.isPending;
  return (
    <>
      <PageHeader title={`工作台${me.data ? ` · 您好，${me.data.name || me.data.username}` : ''}`} />
      <PageBody>
        <WaitingPanel waiting={dashboard.data?.waiting} loading={loading} can={can} />
        <StatCards data={dashboard.data} loading={loading} />
        <SalesChart series={dashboard.data?.series} loading={loading} />
      </PageBody>
    </>
  );
}
