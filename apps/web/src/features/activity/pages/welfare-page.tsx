import { Skeleton } from 'antd';
import { ZoneListPage } from '../../catalog/pages/zone-list-page';
import { useWelfare } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { useNoActivity } from '../lib/use-no-activity';

/** /welfare 全场94折: the running storewide discount, its rules, and the goods it takes, as a zone list. */
export function WelfarePage() {
  const { data, isLoading, isError } = useWelfare();
  const activity = data?.activity ?? null;
  useNoActivity(!isLoading && !isError && activity === null);
  if (!activity) {
    return (
      <div className="container">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const excluded = [
    ...activity.excluded_categories,
    ...(activity.excluded_goods_count > 0 ? ['部分指定商品'] : []),
  ];
  return (
    <ZoneListPage
      zone="welfare"
      hero={
        <ActivityBanner
          testId="welfare-banner"
          title={activity.name}
          badge={activity.label}
          subtitle={`全场商品供货价${activity.label}，下单即享，可与满减、优惠券叠加使用`}
          rule={`${excluded.length > 0 ? `${excluded.join('、')}、` : ''}阶梯价商品及秒杀特价商品不参与本活动`}
          startsAt={activity.starts_at}
          endsAt={activity.ends_at}
        />
      }
    />
  );
}

export default WelfarePage;
