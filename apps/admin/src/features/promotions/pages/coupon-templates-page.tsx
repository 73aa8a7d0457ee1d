import { Button, Card, Segmented } from 'antd';
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
import { useSwitchableEditor } from '../lib/use-switchable-editor';
import { isPromotionState, PROMOTION_TABS, STATE_FILTERS } from '../lib/promotion-labels';

/** 领券中心: the coupons buyers claim at /lqzx, their claim progress, and 上架/下架. */
export function CouponTemplatesPage() {
  const [search, update] = useSearchUpdate();
  const raw = search.get('state');
  const state = isPromotionState(raw) ? raw : undefined;
  const templates = useCouponTemplates();
  const save = useSaveCouponTemplate();
  const can = useCan();
  const { editing, setEditing, switching, submit, onSwitch } = useSwitchableEditor<
    CouponTemplateView,
    CouponTemplateInput
  >(save, {
    noun: '优惠券',
    switched: switchedInput,
    words: ['上架', '下架'],
  });
  const shown = templates.data?.filter((t) => !state || t.state === state);

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
