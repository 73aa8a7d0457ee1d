import type { CombinationAdminView, CombinationInput } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { combinations } from '../api/combinations';
import { usePromotionStopper } from '../api/stop-promotion';
import { CombinationModal } from '../components/combination-modal';
import { CombinationTable } from '../components/combination-table';
import { PromotionListPage, usePromotionStateFilter } from '../components/promotion-list-page';
import { savedText, usePromotionEditor } from '../lib/use-promotion-editor';

/** 组合购 (/zhzq): bundles of goods at one price; the state filter is kept in the URL. */
export function CombinationsPage() {
  const states = usePromotionStateFilter();
  const bundles = combinations.useList();
  const save = combinations.useSave();
  const can = useCan();
  const stopper = usePromotionStopper('combinations', '组合购');
  const { setEditing, modal } = usePromotionEditor<CombinationAdminView, CombinationInput>(
    save,
    (_, created) => savedText('组合购', undefined, created),
  );

  return (
    <PromotionListPage
      create={{ label: '新增组合购', testId: 'cb-new', onClick: () => setEditing('new') }}
      toolbar={states.control('cb-state')}
      refresh={bundles}
      overlays={<CombinationModal {...modal} />}
    >
      <CombinationTable
        rows={states.keep(bundles.data)}
        loading={bundles.isFetching}
        mayUpdate={can('promotion.update')}
        onEdit={setEditing}
        {...stopper}
      />
    </PromotionListPage>
  );
}
