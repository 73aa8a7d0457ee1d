import { Empty, Pagination, Skeleton } from 'antd';
import type { VoucherPageAnswer } from '@yaocai/contract';
import { formatShanghai } from '@yaocai/web-kit/format';

/** Coupons or cash vouchers as tickets: amount, rule, dates and state. */
export function VoucherList({
  data,
  loading,
  page,
  onPage,
  empty,
}: {
  data: VoucherPageAnswer | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data || data.list.length === 0) return <Empty description={empty} />;
  return (
    <>
      <div className="vouchers">
        {data.list.map((v) => (
          <div key={v.id} className={v.status === 0 ? 'voucher' : 'voucher is-off'} data-testid="voucher">
            <div className="voucher__amount">
              <span>
                ¥<b>{v.amount.replace(/\.00$/, '')}</b>
              </span>
              <span>{v.desc}</span>
            </div>
            <div className="voucher__body">
              <b>{v.name}</b>
              {v.type_name && <span className="voucher__type">{v.type_name}</span>}
              <span className="cell-grey">
                {formatShanghai(v.valid_from, 'YYYY.MM.DD')} - {formatShanghai(v.valid_to, 'YYYY.MM.DD')}
              </span>
              <span className="voucher__state">{v.status_name}</span>
            </div>
          </div>
        ))}
      </div>
      {data.total > data.page_size && (
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
