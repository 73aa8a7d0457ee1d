import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, DatePicker, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { todayInShanghai } from '@yaocai/web-kit/format';
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
  const { page, filter } = usePageParams('use_type', [0, 1, 2]);
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '';
  };
  const start = day('start_time');
  const end = day('end_time');
  const { data: money } = useUserMoney();
  const { data, isLoading } = useMoneyLog({
    page,
    use_type: filter as 0 | 1 | 2,
    ...(start && end ? { start_time: start, end_time: end } : {}),
  });
  /** The direction and page go through usePageParams; the dates stay beside them in the query string. */
  const setRange = (from: string, to: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (from && to) {
      next.set('start_time', from);
      next.set('end_time', to);
    } else {
      next.delete('start_time');
      next.delete('end_time');
    }
    setParams(next);
  };
  const goKeepingDates = (next: { page?: number; filter?: number }) => {
    const kept = new URLSearchParams();
    const f = next.filter ?? filter;
    const p = next.page ?? (next.filter !== undefined ? 1 : page);
    if (f !== 0) kept.set('use_type', String(f));
    if (p > 1) kept.set('page', String(p));
    if (start && end) {
      kept.set('start_time', start);
      kept.set('end_time', end);
    }
    setParams(kept);
  };

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
                <Space wrap className="wallet-filters">
                  <DirectionFilter value={filter} onChange={(value) => goKeepingDates({ filter: value })} />
                  <DatePicker.RangePicker
                    value={start && end ? [dayjs(start), dayjs(end)] : null}
                    onChange={(range) =>
                      setRange(range?.[0]?.format('YYYY-MM-DD') ?? '', range?.[1]?.format('YYYY-MM-DD') ?? '')
                    }
                    disabledDate={(d) => d.format('YYYY-MM-DD') > todayInShanghai()}
                    placeholder={['开始日期', '结束日期']}
                    data-testid="balance-date-range"
                  />
                  {start && end && (
                    <Button onClick={() => setRange('', '')} data-testid="balance-date-clear">
                      清除日期
                    </Button>
                  )}
                </Space>
                <LedgerTable
                  data={data}
                  loading={isLoading}
                  page={page}
                  onPage={(p) => goKeepingDates({ page: p })}
                />
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
