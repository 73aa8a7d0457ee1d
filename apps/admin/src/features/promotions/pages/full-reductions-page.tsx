import type { FullReductionInput, FullReductionView } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { fullReductions } from '../api/full-reductions';
import { usePromotionStopper } from '../api/stop-promotion';
import { FullReductionModal } from '../components/full-reduction-modal';
import { FullReductionTable } from '../components/full-reduction-table';
import { PromotionListPage, usePromotionStateFilter } from '../components/promotion-list-page';
import { savedText, usePromotionEditor } from '../lib/use-promotion-editor';

/** 满减活动: every activity with its tiers and window; the state filter is kept in the URL. */
export function FullReductionsPage() {
  const states = usePromotionStateFilter();
  const activities = fullReductions.useList();
  const save = fullReductions.useSave();
  const can = useCan();
  const stopper = usePromotionStopper('full_reductions', '满减活动');
  const { setEditing, modal } = usePromotionEditor<FullReductionView, FullReductionInput>(
    save,
    (input, created) => savedText('满减活动', input.name, created),
  );

  return (
    <PromotionListPage
      create={{ label: '新增满减', testId: 'fr-new', onClick: () => setEditing('new') }}
      toolbar={states.control('fr-state')}
      refresh={activities}
      overlays={<FullReductionModal {...modal} />}
    >
      <FullReductionTable
        rows={states.keep(activities.data)}
        loading={activities.isFetching}
        mayUpdate={can('promotion.update')}
        onEdit={setEditing}
        {...stopper}
      />
    </PromotionListPage>
  );
}
