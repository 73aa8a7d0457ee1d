import { useState } from 'react';
import type { DrawAdminInput, DrawAdminView } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { draws as drawsResource } from '../api/draws';
import { DrawModal } from '../components/draw-modal';
import { DrawRecordsDrawer } from '../components/draw-records-drawer';
import { DrawTable } from '../components/draw-table';
import { PromotionListPage } from '../components/promotion-list-page';
import { savedText, usePromotionEditor } from '../lib/use-promotion-editor';

/** 抽奖活动: the raffles with their prizes (weights, chances, stock) and who won what. */
export function DrawsPage() {
  const draws = drawsResource.useList();
  const save = drawsResource.useSave();
  const can = useCan();
  const { setEditing, modal } = usePromotionEditor<DrawAdminView, DrawAdminInput>(save, (input, created) =>
    savedText('抽奖活动', input.name, created),
  );
  const [recordsOf, setRecordsOf] = useState<DrawAdminView | null>(null);

  return (
    <PromotionListPage
      create={{ label: '新增抽奖', testId: 'draw-new', onClick: () => setEditing('new') }}
      toolbar={<span className="muted">会员登录后，进行中且仍有抽奖次数时自动弹出抽奖窗口（九宫格）。</span>}
      refresh={draws}
      overlays={
        <>
          <DrawModal {...modal} />
          <DrawRecordsDrawer
            key={recordsOf?.id ?? 'closed'}
            draw={recordsOf}
            onClose={() => setRecordsOf(null)}
          />
        </>
      }
    >
      <DrawTable
        draws={draws.data}
        loading={draws.isFetching}
        mayUpdate={can('promotion.update')}
        onEdit={setEditing}
        onRecords={setRecordsOf}
      />
    </PromotionListPage>
  );
}
