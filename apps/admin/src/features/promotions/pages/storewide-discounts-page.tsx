import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { StorewideDiscountInput, StorewideDiscountView } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useCan } from '../../account/api/me';
import { useSaveStorewide, useStorewideDiscounts } from '../api/storewide-discounts';
import { StorewideModal } from '../components/storewide-modal';
import { StorewideTable } from '../components/storewide-table';
import { switchedStorewide } from '../lib/storewide-form';
import { useSwitchableEditor } from '../lib/use-switchable-editor';
import { PROMOTION_TABS } from '../lib/promotion-labels';

/** 全场折扣 (/welfare 全场94折): the storewide discounts the cart prices and the storefront shows. */
export function StorewideDiscountsPage() {
  const discounts = useStorewideDiscounts();
  const save = useSaveStorewide();
  const can = useCan();
  const { editing, setEditing, switching, submit, onSwitch } = useSwitchableEditor<
    StorewideDiscountView,
    StorewideDiscountInput
  >(save, {
    noun: '全场折扣',
    switched: switchedStorewide,
  });

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
