import type { GoodsSubscription } from '@yaocai/contract';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPE_LABELS,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@yaocai/domain';
import { App, Button, Empty, Popconfirm, Segmented, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { formatTime } from '@yaocai/web-kit/format';
import { useCancelSubscription, useSubscriptionList } from '../api/subscriptions';
import { alertSearch, useAlertParams } from '../lib/alert-params';

const TYPE_COLOURS: Record<SubscriptionType, string> = { arrival: 'blue', price: 'volcano' };
const STATUS_COLOURS: Record<SubscriptionStatus, string> = { active: 'processing', done: 'success' };

/** When the message goes out, in the buyer's words. */
export function conditionText(s: GoodsSubscription): string {
  if (s.type === 'arrival') return '到货即通知';
  if (s.target_price) return `低于¥${s.target_price}时通知`;
  return s.base_price ? `低于订阅时¥${s.base_price}即通知` : '降价即通知';
}

function GoodsCell({ s }: { s: GoodsSubscription }) {
  const g = s.goods;
  return (
    <div className="goods-alert-goods">
      <img src={g.image} alt="" width={48} height={48} loading="lazy" />
      <div>
        <Link to={paths.goodsInfo(g.id)} className="goods-alert-goods__name" data-testid="goods-alert-name">
          {g.name}
        </Link>
        <div className="goods-alert-goods__meta">
          {g.spec} · {g.manufacturer}
        </div>
      </div>
    </div>
  );
}

function OfferCell({ s }: { s: GoodsSubscription }) {
  const g = s.goods;
  if (g.on_sale === 0) return <span className="cell-grey">已下架</span>;
  return (
    <div className="goods-alert-offer">
      <div>{g.price ? `¥${g.price}/${g.unit}` : <span className="cell-grey">价格资质审核后可见</span>}</div>
      <div className={g.stock > 0 ? 'goods-alert-offer__stock' : 'goods-alert-offer__out'}>
        {g.stock > 0 ? `有货（${g.stock}${g.unit}）` : '暂时缺货'}
      </div>
    </div>
  );
}

/** 到货/降价通知 (/dhtz): the goods the member waits for, whether each message went out, and cancelling. */
export function GoodsAlertsPage() {
  const { message } = App.useApp();
  const { page, status, type, go } = useAlertParams();
  const { data, isLoading, isFetching, isPlaceholderData } = useSubscriptionList({ page, status, type });
  const cancel = useCancelSubscription();
  const list = data?.list ?? [];
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  if (data && !isPlaceholderData && list.length === 0 && page > lastPage) {
    return <Navigate replace to={{ search: alertSearch({ status, type, page: lastPage }) }} />;
  }

  const remove = async (s: GoodsSubscription) => {
    await cancel.mutateAsync(s.id);
    void message.success(s.status === 'active' ? `已取消${s.type_name}` : '记录已删除');
  };

  const columns: TableColumnsType<GoodsSubscription> = [
    { title: '商品', key: 'goods', render: (_, s) => <GoodsCell s={s} /> },
    {
      title: '通知类型',
      key: 'type',
      width: 170,
      render: (_, s) => (
        <>
          <Tag color={TYPE_COLOURS[s.type]}>{s.type_name}</Tag>
          <div className="goods-alert-condition">{conditionText(s)}</div>
        </>
      ),
    },
    { title: '当前供货价 / 库存', key: 'offer', width: 150, render: (_, s) => <OfferCell s={s} /> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, s) => (
        <Tag color={STATUS_COLOURS[s.status]} data-testid="goods-alert-status">
          {s.status_name}
        </Tag>
      ),
    },
    {
      title: '订阅 / 通知时间',
      key: 'times',
      width: 150,
      render: (_, s) => (
        <div className="goods-alert-times">
          <div>{formatTime(s.created_at)}</div>
          {s.notified_at && <div className="goods-alert-times__done">{formatTime(s.notified_at)} 已通知</div>}
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, s) => (
        <div className="goods-alert-actions">
          {s.goods.on_sale === 1 && <Link to={paths.goodsInfo(s.goods.id)}>去采购</Link>}
          <Popconfirm
            title={s.status === 'active' ? `取消这条${s.type_name}？` : '删除这条通知记录？'}
            okText="确定"
            cancelText="保留"
            onConfirm={() => remove(s)}
          >
            <Button type="link" size="small" danger data-testid="goods-alert-cancel">
              {s.status === 'active' ? '取消通知' : '删除'}
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  const counts = data?.counts;
  const tabLabel = (s: SubscriptionStatus) =>
    counts && counts[s] > 0
      ? `${SUBSCRIPTION_STATUS_LABELS[s]}（${counts[s]}）`
      : SUBSCRIPTION_STATUS_LABELS[s];

  return (
    <UserCentreFrame testId="goods-alerts-page">
      <div className="uc-head">
        <h1>到货/降价通知</h1>
        <div className="uc-head__tools">
          <Segmented<SubscriptionType | 'all'>
            value={type ?? 'all'}
            onChange={(value) => go({ type: value })}
            options={[
              { value: 'all', label: '全部类型' },
              { value: 'arrival', label: SUBSCRIPTION_TYPE_LABELS.arrival },
              { value: 'price', label: SUBSCRIPTION_TYPE_LABELS.price },
            ]}
            data-testid="goods-alert-type"
          />
        </div>
      </div>
      <p className="variety-intro">
        在商品详情页可订阅“到货通知”（缺货商品）和“降价通知”。条件满足时，我们会通过“我的消息”通知您一次；
        通知后如需继续关注，可在商品页重新订阅。
      </p>
      <Tabs
        className="order-tabs"
        activeKey={status ?? 'all'}
        onChange={(key) => go({ status: key as SubscriptionStatus | 'all' })}
        items={[
          { key: 'all', label: '全部' },
          ...SUBSCRIPTION_STATUSES.map((s) => ({ key: s, label: tabLabel(s) })),
        ]}
      />
      <Table<GoodsSubscription>
        rowKey="id"
        size="middle"
        className={isFetching && isPlaceholderData ? 'goods-alert-table is-fetching' : 'goods-alert-table'}
        columns={columns}
        dataSource={list}
        loading={isLoading}
        locale={{
          emptyText: (
            <Empty
              description={status ? `暂无${SUBSCRIPTION_STATUS_LABELS[status]}的订阅` : '暂无到货/降价通知'}
            >
              {!status && !type && (
                <Link to={paths.list}>
                  <Button type="primary">去逛逛商品</Button>
                </Link>
              )}
            </Empty>
          ),
        }}
        onRow={(s) => ({ 'data-testid': `goods-alert-row-${s.id}` }) as HTMLAttributes<HTMLElement>}
        pagination={
          data && data.total > data.page_size
            ? {
                current: page,
                pageSize: data.page_size,
                total: data.total,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (p) => go({ page: p }),
              }
            : false
        }
      />
    </UserCentreFrame>
  );
}

export default GoodsAlertsPage;
