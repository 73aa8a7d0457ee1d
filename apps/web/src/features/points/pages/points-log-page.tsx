import { Link, useSearchParams } from 'react-router';
import { Button, DatePicker, Empty, Pagination, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { POINTS_KINDS, type PointsEntry } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { usePointsLog } from '../api/points';
import { formatTime } from '@yaocai/web-kit/format';
import { todayInShanghai } from '@yaocai/web-kit/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...Object.entries(POINTS_KINDS).map(([value, label]) => ({ value, label })),
];

/** The filters of 积分管理, kept in the query string (?type=earn&start=2026-01-01&end=2026-01-31&page=2). */
function useLogParams() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type') ?? '';
  const type = Object.hasOwn(POINTS_KINDS, rawType) ? rawType : '';
  const start = DAY.test(params.get('start') ?? '') ? params.get('start')! : '';
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : '';
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const go = (next: { type?: string; start?: string; end?: string; page?: number }) => {
    const merged = { type, start, end, ...next };
    const search: Record<string, string> = {};
    if (merged.type) search.type = merged.type;
    if (merged.start) search.start = merged.start;
    if (merged.end) search.end = merged.end;
    const p = next.page ?? 1;
    if (p > 1) search.page = String(p);
    setParams(search);
  };
  return { type, start, end, page, go };
}

/** 积分管理 (/jfgl): the member's points now, and every change with its cause, filtered by type and days. */
export function PointsLogPage() {
  const { type, start, end, page, go } = useLogParams();
  const { data, isLoading, isFetching } = usePointsLog({
    page,
    type: type || undefined,
    start_time: start || undefined,
    end_time: end || undefined,
  });
  const filtered = Boolean(type || start || end);

  return (
    <UserCentreFrame testId="points-log-page">
      <div className="uc-head">
        <h1>积分管理</h1>
        <div className="uc-head__tools">
          <Link to={paths.pointsOrders}>积分订单</Link>
          <Link to={paths.pointsMall}>去积分商城兑换 &gt;</Link>
        </div>
      </div>
      <div className="wallet-cards">
        <div className="wallet-card">
          <span>当前积分</span>
          <b data-testid="points-now">{data?.points ?? '—'}</b>
          <small>订单完成后按实付金额发放，退款时按退款金额扣回</small>
        </div>
        <div className="wallet-card">
          <span>{filtered ? '筛选范围内获得' : '累计获得'}</span>
          <b className="ledger-in">+{data?.totals.income ?? 0}</b>
          <small>下单、抽奖与平台赠送</small>
        </div>
        <div className="wallet-card">
          <span>{filtered ? '筛选范围内使用' : '累计使用'}</span>
          <b>-{data?.totals.expense ?? 0}</b>
          <small>积分兑换与退款扣回</small>
        </div>
      </div>
      <div className="jf-filters">
        <Select
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => go({ type: value })}
          style={{ width: 140 }}
          data-testid="points-type"
        />
        <DatePicker.RangePicker
          value={start && end ? [dayjs(start), dayjs(end)] : null}
          onChange={(range) =>
            go({
              start: range?.[0]?.format('YYYY-MM-DD') ?? '',
              end: range?.[1]?.format('YYYY-MM-DD') ?? '',
            })
          }
          disabledDate={(d) => d.format('YYYY-MM-DD') > todayInShanghai()}
          placeholder={['开始日期', '结束日期']}
        />
        {filtered && <Button onClick={() => go({ type: '', start: '', end: '' })}>清除筛选</Button>}
      </div>
      <Table<PointsEntry>
        rowKey="id"
        size="middle"
        loading={isLoading || isFetching}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={filtered ? '没有符合条件的积分明细' : '暂无积分明细'} /> }}
        data-testid="points-ledger"
        columns={[
          {
            title: '时间',
            key: 'time',
            width: 150,
            render: (_, e) => formatTime(e.created_at),
          },
          { title: '类型', dataIndex: 'kind_name', width: 100 },
          {
            title: '积分',
            key: 'amount',
            width: 90,
            render: (_, e) => (
              <b className={e.amount > 0 ? 'ledger-in' : 'ledger-out'}>
                {e.amount > 0 ? '+' : ''}
                {e.amount}
              </b>
            ),
          },
          {
            title: '关联订单',
            key: 'order',
            width: 210,
            render: (_, e) =>
              e.order_no && e.link ? (
                <Link className="jf-link" to={e.link}>
                  {e.order_no}
                </Link>
              ) : (
                '—'
              ),
          },
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
          showTotal={(total) => `共 ${total} 条`}
          onChange={(p) => go({ page: p })}
        />
      )}
    </UserCentreFrame>
  );
}

export default PointsLogPage;
