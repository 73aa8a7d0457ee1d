import { useState } from 'react';
import { App, Button, Card, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CouponTemplateInput, CouponTemplateView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useCan } from '../../account/api/me';
import { useCouponTemplates, useSaveCouponTemplate } from '../api/coupon-templates';
import { CouponTemplateModal } from '../components/coupon-template-modal';
import { CouponTemplateTable } from '../components/coupon-template-table';
import { switchedInput } from '../lib/coupon-template-form';
import { isPromotionState, PROMOTION_TABS, STATE_FILTERS } from '../lib/promotion-labels';

/** 领券中心: the coupons buyers claim at /lqzx, their claim progress, and 上架/下架. */
export function CouponTemplatesPage() {
  const [search, update] = useSearchUpdate();
  const raw = search.get('state');
  const state = isPromotionState(raw) ? raw : undefined;
  const templates = useCouponTemplates();
  const save = useSaveCouponTemplate();
  const can = useCan();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CouponTemplateView | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const shown = templates.data?.filter((t) => !state || t.state === state);

  const submit = (input: CouponTemplateInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(id === null ? `优惠券“${input.name}”已新增` : `优惠券“${input.name}”已保存`);
          setEditing(null);
        },
      },
    );
  };

  const onSwitch = (t: CouponTemplateView, on: boolean) => {
    setSwitching(t.id);
    save.mutate(
      { id: t.id, input: switchedInput(t, on) },
      {
        onSuccess: () => void message.success(`优惠券“${t.name}”已${on ? '上架' : '下架'}`),
        onSettled: () => setSwitching(null),
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
              data-testid="ct-new"
            >
              新增优惠券
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
                data-testid="ct-state"
              />
            </div>
            <Button onClick={() => void templates.refetch()} loading={templates.isFetching}>
              刷新
            </Button>
          </div>
          <CouponTemplateTable
            templates={shown}
            loading={templates.isFetching}
            mayUpdate={can('promotion.update')}
            switching={switching}
            onEdit={setEditing}
            onSwitch={onSwitch}
          />
        </Card>
      </PageBody>
      <CouponTemplateModal
        editing={editing}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </>
  );
}
