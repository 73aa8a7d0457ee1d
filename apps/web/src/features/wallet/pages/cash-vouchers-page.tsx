import { Tabs } from 'antd';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useCashVouchers } from '../api/wallet';
import { VoucherList } from '../components/voucher-list';
import { usePageParams } from '../lib/use-page-params';

/** 现金券 (/xjq): unused, used and expired cash vouchers. */
export function CashVouchersPage() {
  const { page, filter, go } = usePageParams('status', [0, 1, 2]);
  const { data, isLoading } = useCashVouchers(page, filter);
  return (
    <UserCentreFrame testId="cash-vouchers-page">
      <div className="uc-head">
        <h1>现金券</h1>
      </div>
      <Tabs
        activeKey={String(filter)}
        onChange={(k) => go({ filter: Number(k) })}
        items={[
          { key: '0', label: '未使用' },
          { key: '1', label: '已使用' },
          { key: '2', label: '已过期' },
        ]}
      />
      <VoucherList
        data={data}
        loading={isLoading}
        page={page}
        onPage={(p) => go({ page: p })}
        empty="暂无现金券"
      />
    </UserCentreFrame>
  );
}

export default CashVouchersPage;
