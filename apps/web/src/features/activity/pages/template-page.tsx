import { Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useActivityGoods, useActivityZones } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { ActivityGoodsCard } from '../components/activity-goods-card';
import { ZoneSection } from '../components/zone-section';
import { useNoActivity } from '../lib/use-no-activity';
import { parseGoodsIds, parseZoneKeys, templateLink, templateText } from '../lib/zone-keys';

/** The banner both templates share: texts and link from the URL (?title=&subtitle=&link=). */
function TemplateBanner({ fallback }: { fallback: string }) {
  const [search] = useSearchParams();
  return (
    <ActivityBanner
      testId="template-banner"
      theme={search.get('theme') === 'blue' ? 'blue' : 'red'}
      title={templateText(search.get('title'), fallback)}
      subtitle={templateText(search.get('subtitle'), '精选好货 限时采购', 60)}
      link={{ url: templateLink(search.get('link')), label: templateText(search.get('cta'), '立即参与', 8) }}
    />
  );
}

/** /zqmb 专区模板 (blank title): a banner and the goods of ?ids=1,2,3 in that order. */
export function ZoneTemplatePage() {
  const [search] = useSearchParams();
  const ids = parseGoodsIds(search.get('ids'));
  const { data, isLoading } = useActivityGoods(ids);
  return (
    <div className="container activity-page" data-testid="zone-template-page">
      <TemplateBanner fallback="精选专区" />
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isLoading && (data?.length ?? 0) === 0 && (
        <Empty className="activity-page__empty" description="专区商品正在准备中" />
      )}
      <div className="goods-grid goods-grid--5">
        {(data ?? []).map((goods) => (
          <ActivityGoodsCard key={goods.id} goods={goods} />
        ))}
      </div>
    </div>
  );
}

/** /hdmb 活动模板 (blank title): a banner and the activities of ?ids=spike,mj3 as zones. */
export function ActivityTemplatePage() {
  const [search] = useSearchParams();
  const keys = parseZoneKeys(search.get('ids'));
  const { data, isLoading, isError } = useActivityZones({ ids: keys, page_size: 10 }, keys.length > 0);
  useNoActivity(
    keys.length === 0 || (!isLoading && !isError && data !== undefined && data.list.length === 0),
  );
  return (
    <div className="container activity-page" data-testid="activity-template-page">
      <TemplateBanner fallback="精选活动" />
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {(data?.list ?? []).map((zone) => (
        <ZoneSection key={zone.key} zone={zone} />
      ))}
    </div>
  );
}
