import { Breadcrumb, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useActivityZones } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { ZoneSection } from '../components/zone-section';

/** /yyh 特惠专区: flash sales, daily specials and the storewide discount on one page. */
export function SpecialsPage() {
  const { data, isLoading } = useActivityZones({ ids: ['spike', 'daily', 'welfare'], page_size: 10 });
  const zones = data?.list ?? [];
  return (
    <div className="container activity-page" data-testid="specials-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '特惠专区' }]}
      />
      <ActivityBanner
        theme="red"
        title="特惠专区"
        subtitle="秒杀 · 每日特价 · 全场折扣，低价好货天天有"
        rule="特价商品数量有限，每人限购，售完即止"
        link={{ url: paths.yyhList, label: '查看全部特价商品' }}
      />
      {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {!isLoading && zones.length === 0 && (
        <Empty className="activity-page__empty" description="今日特惠已结束，明天再来看看吧" />
      )}
      {zones.map((zone) => (
        <ZoneSection
          key={zone.key}
          zone={zone.kind === 'storewide' ? zone : { ...zone, link: `${paths.yyhList}?tab=${zone.key}` }}
        />
      ))}
    </div>
  );
}

export default SpecialsPage;
