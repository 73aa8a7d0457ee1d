import { Breadcrumb, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ZoneDetail } from '../components/zone-detail';
import { usePageParam } from '../lib/use-page-param';

const TABS = [
  { key: 'spike', label: '限时秒杀' },
  { key: 'daily', label: '每日特价' },
] as const;

/** /yyh/list: every 特价 goods (秒杀 and 每日特价) page by page, bought at its activity price. */
export function SpecialsListPage() {
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = usePageParam();
  const tab = TABS.find((t) => t.key === search.get('tab'))?.key ?? 'spike';
  return (
    <div className="container activity-page" data-testid="specials-list-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          { title: <Link to={paths.yyh}>特惠专区</Link> },
          { title: '特价商品' },
        ]}
      />
      <Tabs
        className="activity-tabs"
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key })}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <ZoneDetail key={tab} zoneKey={tab} page={page} onPage={setPage} />
    </div>
  );
}

export default SpecialsListPage;
