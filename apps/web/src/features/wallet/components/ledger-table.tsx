import { Link } from 'react-router';
import { Empty, Pagination, Table } from 'antd';
import { paths } from '../../../app/paths';
import type { LedgerPageAnswer } from '@yaocai/contract';
import type { LedgerEntry } from '../api/wallet';
import { formatTime } from '@yaocai/web-kit/format';

/** An append-only ledger (balance, credit, red packets): each row names its cause. */
export function LedgerTable({
  data,
  loading,
  page,
  onPage,
  showDue,
}: {
  data: LedgerPageAnswer | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  showDue?: boolean;
}) {
  return (
    <>
      <Table<LedgerEntry>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无明细" /> }}
        data-testid="ledger"
        columns={[
          {
            title: '时间',
            key: 'time',
            width: 160,
            render: (_, e) => formatTime(e.created_at),
          },
          { title: '类型', dataIndex: 'kind_name', width: 110 },
          {
            title: '金额',
            key: 'amount',
            width: 120,
            render: (_, e) => (
              // On the credit ledger a positive amount is money owed, not income.
              <b className={showDue ? undefined : e.direction === 1 ? 'ledger-in' : 'ledger-out'}>
                {e.direction === 1 ? '+' : ''}
                {e.amount}
              </b>
            ),
          },
          {
            title: '关联订单',
            key: 'order',
            width: 200,
            render: (_, e) => (e.order_id ? <Link to={paths.orderInfo(e.order_id)}>{e.order_no}</Link> : '—'),
          },
          ...(showDue
            ? [
                {
                  title: '应还日期',
                  key: 'due',
                  width: 110,
                  render: (_: unknown, e: LedgerEntry) => e.due_on ?? '—',
                },
              ]
            : []),
          { title: '说明', dataIndex: 'note', className: 'cell-grey' },
        ]}
      />
      {data && data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
