import { useState } from 'react';
import { App, Button, Card, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CombinationAdminView, CombinationInput } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useCan } from '../../account/api/me';
import { useCombinations, useSaveCombination } from '../api/combinations';
import { usePromotionStopper } from '../api/stop-promotion';
import { CombinationModal } from '../components/combination-modal';
import { CombinationTable } from '../components/combination-table';
import { isPromotionState, PROMOTION_TABS, STATE_FILTERS } from '../lib/promotion-labels';

/** 组合购 (/zhzq): bundles of goods at one price; the state filter is kept in the URL. */
export function CombinationsPage() {
  const [search, update] = useSearchUpdate();
  const rawState = search.get('state');
  const state = isPromotionState(rawState) ? rawState : undefined;
  const bundles = useCombinations();
  const save = useSaveCombination();
  const can = useCan();
  const stopper = usePromotionStopper('combinations', '组合购');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CombinationAdminView | 'new' | null>(null);
  const shown = bundles.data?.filter((b) => !state || b.state === state);

  const submit = (input: CombinationInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(id === null ? '组合购已新增' : '组合购已保存');
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
              data-testid="cb-new"
            >
              新增组合购
            </Button>
          )
        }
      />
      <PageBody>
        <Card className="table-card">
          <div className="table-toolbar">
            <div className="toolbar-filters">
              <Segmented
                value={state ?? 'all'}
                options={STATE_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
                onChange={(key) => update({ state: key === 'all' ? undefined : key })}
                data-testid="cb-state"
              />
            </div>
            <Button onClick={() => void bundles.refetch()} loading={bundles.isFetching}>
              刷新
            </Button>
          </div>
          <CombinationTable
            bundles={shown}
            loading={bundles.isFetching}
            mayUpdate={can('promotion.update')}
            onEdit={setEditing}
            {...stopper}
          />
        </Card>
      </PageBody>
      <CombinationModal
        editing={editing}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </>
  );
}
