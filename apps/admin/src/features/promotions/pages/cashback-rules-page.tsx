import { cashbackRules } from '../api/cashback-rules';
import { CashbackRuleModal } from '../components/cashback-rule-modal';
import { CashbackRuleTable } from '../components/cashback-rule-table';
import { switchablePromotionPage } from '../components/switchable-promotion-page';
import { switchedRule } from '../lib/cashback-rule-form';

/** 满额返现: the rules (tiers) the storefront's /hb shows and order completion applies. */
export const CashbackRulesPage = switchablePromotionPage({
  resource: cashbackRules,
  editor: { noun: '返现活动', switched: switchedRule },
  create: { label: '新增返现', testId: 'cb-new' },
  notice:
    '订单完成时按下单时进行中的规则返现，同时满足多条取返现金额最高的一条；每单只返一次。退款后不再满足门槛的，从余额或红包扣回（不扣成负数）。',
  Modal: CashbackRuleModal,
  Table: CashbackRuleTable,
});
