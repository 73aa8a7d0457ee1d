import { Empty, Pagination, Skeleton } from 'antd';
import { useActivityZones } from '../api/activity';
import { useNoActivity } from '../lib/use-no-activity';
import { ZoneSection } from './zone-section';

export const ZONE_PAGE_SIZE = 20;

/** One activity with all its goods, page by page; a key that names no running activity goes to /noActivity. */
export function ZoneDetail({
  zoneKey,
  page,
  onPage,
}: {
  zoneKey: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { data, isLoading, isError, isPlaceholderData } = useActivityZones({
    ids: [zoneKey],
    page,
    page_size: ZONE_PAGE_SIZE,
  });
  const zone = data?.list[0];
  useNoActivity(!isLoading && !isError && !isPlaceholderData && data !== undefined && !zone);
  if (isLoading || !zone) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <ZoneSection zone={zone} more={false} />
      {zone.goods.length === 0 && zone.combinations.length === 0 && (
        <Empty className="activity-page__empty" description="本活动商品已售完或暂不可见" />
      )}
      {zone.goods_total > ZONE_PAGE_SIZE && (
        <Pagination
          className="activity-page__pager"
          current={page}
          pageSize={ZONE_PAGE_SIZE}
          total={zone.goods_total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
