import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useMoneyLog, useUserMoney } from '../api/wallet';
import { DirectionFilter } from '../components/direction-filter';
import { LedgerTable } from '../components/ledger-table';
import { usePageParams } from '../lib/use-page-params';

/** 余额管理 (/yegl): balance and red packet balance, and the balance ledger. */
export function BalancePage() {
  const { page, filter, go } = usePageParams('use_type', [0, 1, 2]);
  const { data: money } = useUserMoney();
  const { data, isLoading } = useMoneyLog({ page, use_type: filter as 0 | 1 | 2 });
  return (
    <UserCentreFrame testId="balance-page">
      <div className="uc-head">
        <h1>余额管理</h1>
      </div>
      <div className="wallet-cards">
        <div className="wallet-card">
          <span>账户余额（元）</span>
          <b data-testid="wallet-balance">{money?.balance ?? '—'}</b>
          <small>对公转账充值请联系客户经理，到账后自动入账</small>
        </div>
        <div className="wallet-card">
          <span>账户红包（元）</span>
          <b>{money?.red_packet ?? '—'}</b>
          <small>下单时可抵扣</small>
        </div>
      </div>
      <DirectionFilter value={filter} onChange={(value) => go({ filter: value })} />
      <LedgerTable data={data} loading={isLoading} page={page} onPage={(p) => go({ page: p })} />
    </UserCentreFrame>
  );
}

export default BalancePage;
