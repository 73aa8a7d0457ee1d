import { Breadcrumb, Skeleton, Tabs } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useActivityZones } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { ZoneDetail } from '../components/zone-detail';
import { useNoActivity } from '../lib/use-no-activity';
import { usePageParam } from '../lib/use-page-param';
import { parseZoneKeys } from '../lib/zone-keys';

/**
 * /Hdzx/{ids}/{id?} 活动中心: the activities of `ids` (comma-separated zone keys) as tabs, the one of
 * `id` (else the first running) open with all its goods. Ended or unknown activities are left out.
 */
export function ActivityCentrePage() {
  const { ids, id } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const keys = parseZoneKeys(ids);
  const { data, isLoading, isError } = useActivityZones({ ids: keys, page_size: 1 }, keys.length > 0);
  const zones = data?.list ?? [];
  useNoActivity(keys.length === 0 || (!isLoading && !isError && data !== undefined && zones.length === 0));
  const wanted = parseZoneKeys(id)[0];
  const current = zones.find((z) => z.key === wanted)?.key ?? zones[0]?.key;

  return (
    <div className="container activity-page" data-testid="activity-centre-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '活动中心' }]}
      />
      <ActivityBanner
        theme="blue"
        title="活动中心"
        subtitle={zones.length > 0 ? zones.map((z) => z.title).join(' · ') : '精选活动 限时开抢'}
        rule="切换下方活动查看全部活动商品"
      />
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {current && (
        <>
          <Tabs
            className="activity-tabs"
            activeKey={current}
            onChange={(key) => navigate(paths.activityCentre(ids ?? '', key))}
            items={zones.map((z) => ({
              key: z.key,
              label: z.kind_name === z.title ? z.title : `${z.kind_name} · ${z.title}`,
            }))}
          />
          <ZoneDetail key={current} zoneKey={current} page={page} onPage={setPage} />
        </>
      )}
    </div>
  );
}

export default ActivityCentrePage;
