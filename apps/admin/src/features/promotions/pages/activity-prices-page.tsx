import { Segmented } from 'antd';
import type { ActivityPriceInput, ActivityPriceView } from '@yaocai/contract';
import { useSearchUpdate } from '../../../components/list-kit/use-search-update';
import { useCan } from '../../account/api/me';
import { useActivityPrices } from '../api/activity-prices';
import { useSaveActivityPrice } from '../api/save-activity-price';
import { usePromotionStopper } from '../api/stop-promotion';
import { ActivityPriceModal } from '../components/activity-price-modal';
import { ActivityPriceTable } from '../components/activity-price-table';
import { PromotionListPage, usePromotionStateFilter } from '../components/promotion-list-page';
import { ACTIVITY_KIND_OPTIONS, isActivityKind } from '../lib/promotion-labels';
import { savedText, usePromotionEditor } from '../lib/use-promotion-editor';

/** 秒杀/每日特价: activity prices of single goods; kind and state filters are kept in the URL. */
export function ActivityPricesPage() {
  const [search, update] = useSearchUpdate();
  const rawKind = search.get('kind');
  const kind = isActivityKind(rawKind) ? rawKind : undefined;
  const states = usePromotionStateFilter();
  const offers = useActivityPrices(kind);
  const save = useSaveActivityPrice();
  const can = useCan();
  const stopper = usePromotionStopper('activity_prices', '活动价');
  const { setEditing, modal } = usePromotionEditor<ActivityPriceView, ActivityPriceInput>(
    save,
    (input, created) => savedText(input.kind === 'spike' ? '秒杀' : '每日特价', undefined, created),
  );

  return (
    <PromotionListPage
      create={{ label: '新增活动价', testId: 'ap-new', onClick: () => setEditing('new') }}
      toolbar={
        <>
          <Segmented
            value={kind ?? 'all'}
            options={[{ value: 'all', label: '全部类型' }, ...ACTIVITY_KIND_OPTIONS]}
            onChange={(key) => update({ kind: key === 'all' ? undefined : key })}
            data-testid="ap-kind-filter"
          />
          {states.control('ap-state')}
        </>
      }
      refresh={offers}
      overlays={<ActivityPriceModal {...modal} kind={kind ?? 'spike'} />}
    >
      <ActivityPriceTable
        rows={states.keep(offers.data)}
        loading={offers.isFetching}
        mayUpdate={can('promotion.update')}
        onEdit={setEditing}
        {...stopper}
      />
    </PromotionListPage>
  );
}
