import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useMoneyLog, useUserMoney } from '../api/wallet';
import { DirectionFilter } from '../components/direction-filter';
import { LedgerTable } from '../components/ledger-table';
import { MyStatement } from '../components/my-statement';
import { MyTransfers } from '../components/my-transfers';
import { TransferModal } from '../components/transfer-modal';
import { usePageParams } from '../lib/use-page-params';

/** 余额管理 (/yegl): balance and red packet balance, the balance ledger, 线下汇款 and the monthly 对账单. */
export function BalancePage() {
  const { page, filter, go } = usePageParams('use_type', [0, 1, 2]);
  const { data: money } = useUserMoney();
  const { data, isLoading } = useMoneyLog({ page, use_type: filter as 0 | 1 | 2 });
  const [transferring, setTransferring] = useState(false);
  return (
    <UserCentreFrame testId="balance-page">
      <div className="uc-head">
        <h1>余额管理</h1>
      </div>
      <div className="wallet-cards">
        <div className="wallet-card">
          <span>账户余额（元）</span>
          <b data-testid="wallet-balance">{money?.balance ?? '—'}</b>
          <small>
            对公转账后
            <Button
              type="link"
              size="small"
              onClick={() => setTransferring(true)}
              data-testid="my-transfer-open"
            >
              登记线下汇款
            </Button>
            ，财务核对到账后计入余额
          </small>
        </div>
        <div className="wallet-card">
          <span>账户红包（元）</span>
          <b>{money?.red_packet ?? '—'}</b>
          <small>下单时可抵扣</small>
        </div>
      </div>
      <Tabs
        items={[
          {
            key: 'ledger',
            label: '余额明细',
            children: (
              <>
                <DirectionFilter value={filter} onChange={(value) => go({ filter: value })} />
                <LedgerTable data={data} loading={isLoading} page={page} onPage={(p) => go({ page: p })} />
                <MyTransfers />
              </>
            ),
          },
          { key: 'statement', label: '对账单', children: <MyStatement /> },
        ]}
      />
      <TransferModal open={transferring} onClose={() => setTransferring(false)} />
    </UserCentreFrame>
  );
}

export default BalancePage;
