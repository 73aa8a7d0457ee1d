import { useState } from 'react';
import { App, Button, Card, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ActivityPriceInput, ActivityPriceView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useCan } from '../../account/api/me';
import { usePromotionStopper } from '../api/stop-promotion';
import { useActivityPrices } from '../api/activity-prices';
import { useSaveActivityPrice } from '../api/save-activity-price';
import { ActivityPriceModal } from '../components/activity-price-modal';
import { ActivityPriceTable } from '../components/activity-price-table';
import {
  ACTIVITY_KIND_OPTIONS,
  isActivityKind,
  isPromotionState,
  PROMOTION_TABS,
  STATE_FILTERS,
} from '../lib/promotion-labels';

/** 秒杀/每日特价: activity prices of single goods; kind and state filters are kept in the URL. */
export function ActivityPricesPage() {
  const [search, update] = useSearchUpdate();
  const rawKind = search.get('kind');
  const kind = isActivityKind(rawKind) ? rawKind : undefined;
  const rawState = search.get('state');
  const state = isPromotionState(rawState) ? rawState : undefined;
  const offers = useActivityPrices(kind);
  const save = useSaveActivityPrice();
  const can = useCan();
  const stopper = usePromotionStopper('activity_prices', '活动价');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ActivityPriceView | 'new' | null>(null);
  const shown = offers.data?.filter((o) => !state || o.state === state);

  const submit = (input: ActivityPriceInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    const name = input.kind === 'spike' ? '秒杀' : '每日特价';
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(id === null ? `${name}已新增` : `${name}已保存`);
          setEditing(null);
        },
      },
    );
  };

  return (
    <>
      <SectionHeader
        section="促销管理"
        tabs={PROMOTION_TABS}
        extra={
          can('promotion.update') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="ap-new"
            >
              新增活动价
            </Button>
          )
        }
      />
      <PageBody>
        <Card className="table-card">
          <div className="table-toolbar">
            <div className="toolbar-filters">
              <Segmented
                value={kind ?? 'all'}
                options={[{ value: 'all', label: '全部类型' }, ...ACTIVITY_KIND_OPTIONS]}
                onChange={(key) => update({ kind: key === 'all' ? undefined : key })}
                data-testid="ap-kind-filter"
              />
              <Segmented
                value={state ?? 'all'}
                options={STATE_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
                onChange={(key) => update({ state: key === 'all' ? undefined : key })}
                data-testid="ap-state"
              />
            </div>
            <Button onClick={() => void offers.refetch()} loading={offers.isFetching}>
              刷新
            </Button>
          </div>
          <ActivityPriceTable
            offers={shown}
            loading={offers.isFetching}
            mayUpdate={can('promotion.update')}
            onEdit={setEditing}
            {...stopper}
          />
        </Card>
      </PageBody>
      <ActivityPriceModal
        editing={editing}
        kind={kind ?? 'spike'}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </>
  );
}
