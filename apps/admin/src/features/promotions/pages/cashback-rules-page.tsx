import type { CashbackRuleAdminView, CashbackRuleInput } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { cashbackRules } from '../api/cashback-rules';
import { CashbackRuleModal } from '../components/cashback-rule-modal';
import { CashbackRuleTable } from '../components/cashback-rule-table';
import { PromotionListPage } from '../components/promotion-list-page';
import { switchedRule } from '../lib/cashback-rule-form';
import { useSwitchableEditor } from '../lib/use-switchable-editor';

/** 满额返现: the rules (tiers) the storefront's /hb shows and order completion applies. */
export function CashbackRulesPage() {
  const rules = cashbackRules.useList();
  const save = cashbackRules.useSave();
  const can = useCan();
  const { setEditing, switching, modal, onSwitch } = useSwitchableEditor<
    CashbackRuleAdminView,
    CashbackRuleInput
  >(save, { noun: '返现活动', switched: switchedRule });

  return (
    <PromotionListPage
      create={{ label: '新增返现', testId: 'cb-new', onClick: () => setEditing('new') }}
      notice="订单完成时按下单时进行中的规则返现，同时满足多条取返现金额最高的一条；每单只返一次。退款后不再满足门槛的，从余额或红包扣回（不扣成负数）。"
      overlays={<CashbackRuleModal {...modal} />}
    >
      <CashbackRuleTable
        rows={rules.data}
        loading={rules.isFetching}
        mayUpdate={can('promotion.update')}
        switching={switching}
        onEdit={setEditing}
        onSwitch={onSwitch}
      />
    </PromotionListPage>
  );
}
