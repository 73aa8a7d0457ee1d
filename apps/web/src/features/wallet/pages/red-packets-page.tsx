import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useRedPackets } from '../api/wallet';
import { DirectionFilter } from '../components/direction-filter';
import { LedgerTable } from '../components/ledger-table';
import { usePageParams } from '../lib/use-page-params';

/** 账户红包 (/zhhb): red packet balance and its ledger. */
export function RedPacketsPage() {
  const { page, filter, go } = usePageParams('use_type', [0, 1, 2]);
  const { data, isLoading } = useRedPackets(page, filter);
  return (
    <UserCentreFrame testId="red-packets-page">
      <div className="uc-head">
        <h1>账户红包</h1>
      </div>
      <div className="wallet-cards">
        <div className="wallet-card">
          <span>红包余额（元）</span>
          <b>{data?.balance ?? '—'}</b>
          <small>下单时在“核对订单信息”中输入使用金额抵扣货款</small>
        </div>
      </div>
      <DirectionFilter value={filter} onChange={(value) => go({ filter: value })} />
      <LedgerTable data={data} loading={isLoading} page={page} onPage={(p) => go({ page: p })} />
    </UserCentreFrame>
  );
}

export default RedPacketsPage;
