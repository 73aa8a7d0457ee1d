import type { ReactNode } from 'react';
import type { SectionTab } from '../../../components/section-header';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../app/paths';

export const FINANCE_TABS: readonly SectionTab[] = [
  { path: paths.financeTransfers, label: '线下汇款' },
  { path: paths.financePayments, label: '收款记录' },
  { path: paths.financeNotices, label: '支付通知' },
  { path: paths.financeProviderRefunds, label: '渠道退款' },
  { path: paths.financeGrants, label: '红包与现金券' },
  { path: paths.financeStatements, label: '对账单' },
];

/** 财务管理's header: the section's tabs and the page's actions. */
export const FinanceHeader = ({ extra }: { extra?: ReactNode }) => (
  <SectionHeader section="财务管理" tabs={FINANCE_TABS} extra={extra} />
);
