import { Breadcrumb, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BannerLink } from '../../../components/banner-link';
import { useActivityZones } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { zoneAccent, ZoneSection } from '../components/zone-section';
import { ZoneDetail } from '../components/zone-detail';
import { useNoActivity } from '../lib/use-no-activity';
import { usePageParam } from '../lib/use-page-param';
import { parseZoneKeys } from '../lib/zone-keys';

/** /yjh: every activity running now, each as a zone with its first goods, behind an entry strip. */
function AllZones() {
  const { data, isLoading, isError } = useActivityZones({ page_size: 10 });
  const zones = data?.list ?? [];
  useNoActivity(!isLoading && !isError && zones.length === 0);
  return (
    <>
      <ActivityBanner
        title="活动专区"
        subtitle="限时秒杀、每日特价、满减专场、组合购、全场折扣，一站逛全"
        rule="各活动规则以活动页说明为准；活动价商品不再叠加优惠券"
        theme="orange"
      />
      {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {zones.length > 0 && (
        <nav className="activity-entries" data-testid="activity-entries">
          {zones.map((zone) => (
            <BannerLink key={zone.key} url={zone.link} className="activity-entry" testId="activity-entry">
              <span className="activity-entry__kind" style={{ background: zoneAccent(zone.kind) }}>
                {zone.kind_name}
              </span>
              <b>{zone.title}</b>
              <small>{zone.rule}</small>
            </BannerLink>
          ))}
        </nav>
      )}
      {zones.map((zone) => (
        <ZoneSection key={zone.key} zone={zone} />
      ))}
    </>
  );
}

/** /yjh/{id?}: the activity zones, or one activity (spike, daily, welfare, zh, mj{id}) with all its goods. */
export function ActivityZonesPage() {
  const { id } = useParams();
  const [page, setPage] = usePageParam();
  const key = id === undefined ? null : (parseZoneKeys(id)[0] ?? '');
  useNoActivity(key === '');
  return (
    <div className="container activity-page" data-testid="activity-zones-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          key ? { title: <Link to={paths.activity()}>活动专区</Link> } : { title: '活动专区' },
        ]}
      />
      {key === null ? <AllZones /> : key && <ZoneDetail zoneKey={key} page={page} onPage={setPage} />}
    </div>
  );
}

export default ActivityZonesPage;
