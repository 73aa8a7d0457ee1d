import { useState } from 'react';
import { App, Button, Card, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FullReductionInput, FullReductionView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useCan } from '../../account/api/me';
import { usePromotionStopper } from '../api/stop-promotion';
import { useFullReductions } from '../api/full-reductions';
import { useSaveFullReduction } from '../api/save-full-reduction';
import { FullReductionModal } from '../components/full-reduction-modal';
import { FullReductionTable } from '../components/full-reduction-table';
import { isPromotionState, PROMOTION_TABS, STATE_FILTERS } from '../lib/promotion-labels';

/** 满减活动: every activity with its tiers and window; the state filter is kept in the URL. */
export function FullReductionsPage() {
  const [search, update] = useSearchUpdate();
  const raw = search.get('state');
  const state = isPromotionState(raw) ? raw : undefined;
  const activities = useFullReductions();
  const save = useSaveFullReduction();
  const can = useCan();
  const stopper = usePromotionStopper('full_reductions', '满减活动');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<FullReductionView | 'new' | null>(null);
  const shown = activities.data?.filter((a) => !state || a.state === state);

  const submit = (input: FullReductionInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(
            id === null ? `满减活动“${input.name}”已新增` : `满减活动“${input.name}”已保存`,
          );
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
              data-testid="fr-new"
            >
              新增满减
            </Button>
          )
        }
      />
      <PageBody>
        <Card className="table-card">
          <div className="table-toolbar">
            <Segmented
              value={state ?? 'all'}
              options={STATE_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
              onChange={(key) => update({ state: key === 'all' ? undefined : key })}
              data-testid="fr-state"
            />
            <Button onClick={() => void activities.refetch()} loading={activities.isFetching}>
              刷新
            </Button>
          </div>
          <FullReductionTable
            activities={shown}
            loading={activities.isFetching}
            mayUpdate={can('promotion.update')}
            onEdit={setEditing}
            {...stopper}
          />
        </Card>
      </PageBody>
      <FullReductionModal
        editing={editing}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </>
  );
}
