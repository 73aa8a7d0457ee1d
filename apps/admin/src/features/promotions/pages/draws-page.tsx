import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DrawAdminInput, DrawAdminView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useCan } from '../../account/api/me';
import { useDraws, useSaveDraw } from '../api/draws';
import { DrawModal } from '../components/draw-modal';
import { DrawRecordsDrawer } from '../components/draw-records-drawer';
import { DrawTable } from '../components/draw-table';
import { PROMOTION_TABS } from '../lib/promotion-labels';

/** 抽奖活动: the raffles with their prizes (weights, chances, stock) and who won what. */
export function DrawsPage() {
  const draws = useDraws();
  const save = useSaveDraw();
  const can = useCan();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<DrawAdminView | 'new' | null>(null);
  const [recordsOf, setRecordsOf] = useState<DrawAdminView | null>(null);

  const submit = (input: DrawAdminInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(
            id === null ? `抽奖活动“${input.name}”已新增` : `抽奖活动“${input.name}”已保存`,
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
              data-testid="draw-new"
            >
              新增抽奖
            </Button>
          )
        }
      />
      <PageBody>
        <Card className="table-card">
          <div className="table-toolbar">
            <span className="muted">会员登录后，进行中且仍有抽奖次数时自动弹出抽奖窗口（九宫格）。</span>
            <Button onClick={() => void draws.refetch()} loading={draws.isFetching}>
              刷新
            </Button>
          </div>
          <DrawTable
            draws={draws.data}
            loading={draws.isFetching}
            mayUpdate={can('promotion.update')}
            onEdit={setEditing}
            onRecords={setRecordsOf}
          />
        </Card>
      </PageBody>
      <DrawModal
        editing={editing}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
      <DrawRecordsDrawer
        key={recordsOf?.id ?? 'closed'}
        draw={recordsOf}
        onClose={() => setRecordsOf(null)}
      />
    </>
  );
}
