import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Input, Pagination, Skeleton, Tabs } from 'antd';
import { useOrderList } from '../api/orders';
import { AfterSaleList, PAGE_SIZE } from '../components/after-sale-list';
import { OrderCard } from '../components/order-card';
import { UserCentreFrame } from '../components/user-centre-menu';

const TABS = [
  { key: 'all', label: '全部订单' },
  { key: 'unpaid', label: '待支付' },
  { key: 'to_ship', label: '待发货' },
  { key: 'shipped', label: '已发货' },
  { key: 'completed', label: '已完成' },
  { key: 'cancelled', label: '已取消' },
  { key: 'pending_approval', label: '待审批' },
  { key: 'after_sale', label: '售后' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

const readTab = (raw: string | null): TabKey => TABS.find((t) => t.key === raw)?.key ?? 'all';
const readPage = (raw: string | null) => (raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1);

/** 我的订单 (/order): tabs by state with counts, search by order number, goods or batch number, paging. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('status'));
  const keyword = params.get('keyword') ?? '';
  const page = readPage(params.get('page'));
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const isAfterSale = tab === 'after_sale';
  const { data, isLoading, isFetching } = useOrderList({ status: isAfterSale ? 'all' : tab, keyword, page });

  const go = (next: { status?: TabKey; keyword?: string; page?: number }) => {
    const merged = { status: tab as string, keyword, page: 1, ...next };
    const search: Record<string, string> = {};
    if (merged.status !== 'all') search.status = merged.status;
    if (merged.keyword) search.keyword = merged.keyword;
    if (merged.page > 1) search.page = String(merged.page);
    setParams(search);
  };

  const count = (key: TabKey) => {
    if (key === 'after_sale' || !data) return '';
    const n = data.counts[key];
    return n > 0 ? `（${n}）` : '';
  };

  return (
    <UserCentreFrame testId="orders-page">
      <div className="uc-head">
        <h1>我的订单</h1>
        <Input.Search
          className="order-search"
          placeholder="订单号 / 商品名称 / 批号"
          allowClear
          enterButton="搜索"
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(value) => go({ keyword: value.trim(), status: isAfterSale ? 'all' : tab })}
          data-testid="order-search"
        />
      </div>
      <Tabs
        className="order-tabs"
        activeKey={tab}
        onChange={(key) => go({ status: key as TabKey, keyword: key === 'after_sale' ? '' : keyword })}
        items={TABS.filter(
          // 待审批 is a chain store's tab: shown only when the store has such orders.
          (t) => t.key !== 'pending_approval' || tab === t.key || (data?.counts.pending_approval ?? 0) > 0,
        ).map((t) => ({ key: t.key, label: `${t.label}${count(t.key)}` }))}
      />
      {isAfterSale ? (
        <AfterSaleList page={page} onPage={(p) => go({ page: p })} />
      ) : isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className={isFetching ? 'order-list is-fetching' : 'order-list'} data-testid="order-list">
          {keyword && (
            <p className="order-list__found">
              “{keyword}”的搜索结果：共 {data?.total ?? 0} 个订单
            </p>
          )}
          {data?.list.length ? (
            data.list.map((order) => <OrderCard key={order.id} order={order} />)
          ) : (
            <Empty description={keyword ? '没有找到相关订单' : '暂无订单'} />
          )}
          {data && data.total > PAGE_SIZE && (
            <Pagination
              className="order-pager"
              current={page}
              pageSize={data.page_size || PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              showTotal={(n) => `共 ${n} 个订单`}
              onChange={(p) => go({ page: p })}
            />
          )}
        </div>
      )}
    </UserCentreFrame>
  );
}

export default OrdersPage;
