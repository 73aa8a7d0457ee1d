import type { StoreOrder, StoreSummary } from '@yaocai/contract';
import { Descriptions, Drawer, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useStoreOrders } from '../api/store-orders';
import { fullAddress } from '../lib/store-address';
import { formatTime } from '@yaocai/web-kit/format';

const STATUS_COLORS: Record<string, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

/** 门店订单: a store's orders, newest first, read by its headquarters. */
export function StoreOrdersDrawer({ store, onClose }: { store: StoreSummary | null; onClose(): void }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [store?.id]);
  const { data, isFetching } = useStoreOrders(store?.id ?? null, page);

  return (
    <Drawer
      open={store !== null}
      onClose={onClose}
      width={820}
      title={store ? `门店订单 · ${store.company}（${store.username}）` : '门店订单'}
    >
      {store && (
        <Descriptions
          size="small"
          column={3}
          bordered
          className="st-drawer-info"
          items={[
            { key: 'name', label: '联系人', children: `${store.name} ${store.phone}` },
            { key: 'review', label: '资质审核', children: store.review_status_name },
            { key: 'cart', label: '购物车', children: `${store.cart} 种商品` },
            { key: 'address', label: '地址', children: fullAddress(store), span: 2 },
            { key: 'recent', label: '近30天', children: `${store.order_count} 笔 / ¥${store.order_amount}` },
          ]}
        />
      )}
      <Table<StoreOrder>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        data-testid="store-orders"
        locale={{ emptyText: '该门店暂无订单' }}
        pagination={{
          current: page,
          pageSize: data?.page_size ?? 10,
          total: data?.total ?? 0,
          onChange: setPage,
          showTotal: (total) => `共 ${total} 笔`,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 190 },
          {
            title: '下单时间',
            dataIndex: 'created_at',
            width: 140,
            render: (v: string) => formatTime(v),
          },
          {
            title: '商品',
            dataIndex: 'goods_summary',
            render: (v: string, o) => (
              <>
                <div>{v}</div>
                <div className="wx-muted">
                  {o.goods_count} 种 / {o.total_number} 件
                </div>
              </>
            ),
          },
          {
            title: '实付金额',
            dataIndex: 'payable_amount',
            width: 100,
            align: 'right',
            render: (v: string) => <span className="st-price">¥{v}</span>,
          },
          {
            title: '状态',
            dataIndex: 'status_name',
            width: 80,
            render: (v: string, o) => <Tag color={STATUS_COLORS[o.status] ?? 'default'}>{v}</Tag>,
          },
        ]}
      />
    </Drawer>
  );
}
