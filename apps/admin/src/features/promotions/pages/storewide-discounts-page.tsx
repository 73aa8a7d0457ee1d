import { useState } from 'react';
import { Alert, App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { StorewideDiscountInput, StorewideDiscountView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useCan } from '../../account/api/me';
import { useSaveStorewide, useStorewideDiscounts } from '../api/storewide-discounts';
import { StorewideModal } from '../components/storewide-modal';
import { StorewideTable } from '../components/storewide-table';
import { switchedStorewide } from '../lib/storewide-form';
import { PROMOTION_TABS } from '../lib/promotion-labels';

/** 全场折扣 (/welfare 全场94折): the storewide discounts the cart prices and the storefront shows. */
export function StorewideDiscountsPage() {
  const discounts = useStorewideDiscounts();
  const save = useSaveStorewide();
  const can = useCan();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<StorewideDiscountView | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const submit = (input: StorewideDiscountInput) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(
            id === null ? `全场折扣“${input.name}”已新增` : `全场折扣“${input.name}”已保存`,
          );
          setEditing(null);
        },
      },
    );
  };

  const onSwitch = (d: StorewideDiscountView, on: boolean) => {
    setSwitching(d.id);
    save.mutate(
      { id: d.id, input: switchedStorewide(d, on) },
      {
        onSuccess: () => void message.success(`全场折扣“${d.name}”已${on ? '启用' : '停用'}`),
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
              data-testid="sw-new"
            >
              新增全场折扣
            </Button>
          )
        }
      />
      <PageBody>
        <Card className="table-card">
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="全场折扣按供货价打折（四舍五入到分），阶梯价商品与秒杀、特价商品不参与；可与满减、优惠券叠加。多个折扣同时进行时，买家享最低折扣。"
          />
          <StorewideTable
            discounts={discounts.data}
            loading={discounts.isFetching}
            mayUpdate={can('promotion.update')}
            switching={switching}
            onEdit={setEditing}
            onSwitch={onSwitch}
          />
        </Card>
      </PageBody>
      <StorewideModal
        editing={editing}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </>
  );
}
