import { AuditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import type { StoreSummary } from '@yaocai/contract';
import { formatYuan, groupedYuan, parseYuan } from '@yaocai/domain';
import { Button, Result, Skeleton, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useStoreList } from '../api/store-list';
import { StoreEditModal } from '../components/store-edit-modal';
import { StoreOrdersDrawer } from '../components/store-orders-drawer';
import { StorePolicyModal } from '../components/store-policy-modal';
import { fullAddress } from '../lib/store-address';
import { formatDay } from '@yaocai/web-kit/format';

const REVIEW_COLORS = { approved: 'green', pending: 'orange', rejected: 'red' } as const;

/** 连锁采购审批 rules of a store: monthly limit with what is left, and the approval amount. */
function PolicyCell({ store }: { store: StoreSummary }) {
  const { monthly_limit: limit, approval_over: over, month_spent: spent, month_left: left } = store.policy;
  if (limit === null && over === null) return <span className="wx-muted">不限制</span>;
  const money = (v: string) => `¥${groupedYuan(parseYuan(v) ?? 0)}`;
  return (
    <div className="st-policy" data-testid={`store-policy-cell-${store.username}`}>
      <div>月额度 {limit === null ? '不限' : money(limit)}</div>
      {limit !== null && left !== null && (
        <div className="wx-muted">
          已用{money(spent)}，余{money(left)}
        </div>
      )}
      <div>{over === null ? '无需审批' : `超${money(over)}需审批`}</div>
    </div>
  );
}

/** 多门店管理 (/ddgl): a chain headquarters' stores, their review, recent purchases and carts. */
export function StoresPage() {
  const { data, isLoading } = useStoreList();
  const [editing, setEditing] = useState<StoreSummary | null>(null);
  const [viewing, setViewing] = useState<StoreSummary | null>(null);
  const [limiting, setLimiting] = useState<StoreSummary | null>(null);
  const stores = data?.list ?? [];
  const total30 = stores.reduce((sum, s) => sum + (parseYuan(s.order_amount) ?? 0), 0);

  return (
    <UserCentreFrame testId="stores-page">
      <div className="uc-head">
        <h1>多门店管理</h1>
        {data?.is_chain === 1 && (
          <div className="uc-head__tools">
            <Link to={paths.approvals}>
              <Button icon={<AuditOutlined />} data-testid="store-approvals">
                采购审批
              </Button>
            </Link>
            <Link to={paths.registerStoresStep(1)}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="store-add">
                新增门店
              </Button>
            </Link>
          </div>
        )}
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : data?.is_chain !== 1 ? (
        <Result
          icon={<ShopOutlined style={{ color: '#e4393c' }} />}
          title="多门店管理仅对连锁总部开放"
          subTitle="连锁药店总部可在此为下属门店开户、维护门店联系人与地址、查看各门店的采购订单。单体药店、诊所如需升级为连锁总部，请联系您的客户经理。"
          data-testid="stores-not-chain"
        />
      ) : (
        <>
          <div className="st-cards">
            <div className="st-card">
              <span>门店总数</span>
              <b data-testid="store-count">{stores.length}</b>
            </div>
            <div className="st-card">
              <span>已通过审核</span>
              <b>{stores.filter((s) => s.review_status === 'approved').length}</b>
            </div>
            <div className="st-card">
              <span>审核中</span>
              <b className="is-warn">{stores.filter((s) => s.review_status === 'pending').length}</b>
            </div>
            <div className="st-card">
              <span>近30天门店采购额（元）</span>
              <b className="st-price">{formatYuan(total30)}</b>
            </div>
          </div>
          <Table<StoreSummary>
            rowKey="id"
            size="middle"
            bordered
            dataSource={stores}
            pagination={false}
            data-testid="store-table"
            locale={{ emptyText: '还没有门店，点击右上角“新增门店”为门店开户' }}
            columns={[
              {
                title: '门店',
                dataIndex: 'company',
                width: 190,
                render: (v: string, s) => (
                  <>
                    <div className="st-name">{v}</div>
                    <div className="wx-muted st-nowrap">登录账号：{s.username}</div>
                  </>
                ),
              },
              {
                title: '联系人',
                dataIndex: 'name',
                width: 110,
                render: (v: string, s) => (
                  <>
                    <div>{v || '—'}</div>
                    <div className="wx-muted">{s.phone}</div>
                  </>
                ),
              },
              { title: '地址', dataIndex: 'address', render: (_: string, s) => fullAddress(s) },
              {
                title: '资质审核',
                dataIndex: 'review_status',
                width: 80,
                render: (v: StoreSummary['review_status'], s) => (
                  <Tooltip title={s.review_note || undefined}>
                    <Tag color={REVIEW_COLORS[v]}>{s.review_status_name}</Tag>
                  </Tooltip>
                ),
              },
              {
                title: '近30天订单',
                dataIndex: 'order_count',
                width: 120,
                align: 'right',
                render: (v: number, s) => (
                  <>
                    <div>{v} 笔</div>
                    <div className="st-price">¥{s.order_amount}</div>
                    <div className="wx-muted st-nowrap">
                      {s.last_order_at ? `最近 ${formatDay(s.last_order_at)}` : '暂无下单'}
                    </div>
                  </>
                ),
              },
              {
                title: '采购额度',
                key: 'policy',
                width: 160,
                render: (_: unknown, s) => <PolicyCell store={s} />,
              },
              {
                title: '购物车',
                dataIndex: 'cart',
                width: 70,
                align: 'center',
                render: (v: number) => (v > 0 ? `${v} 种` : <span className="wx-muted">空</span>),
              },
              {
                title: '操作',
                key: 'actions',
                width: 96,
                render: (_: unknown, s) => (
                  <span className="st-actions st-table-actions">
                    <a onClick={() => setEditing(s)} data-testid={`store-edit-${s.username}`}>
                      编辑
                    </a>
                    <a onClick={() => setViewing(s)} data-testid={`store-orders-${s.username}`}>
                      订单
                    </a>
                    <a onClick={() => setLimiting(s)} data-testid={`store-policy-${s.username}`}>
                      设置额度
                    </a>
                  </span>
                ),
              },
            ]}
          />
          <p className="wx-muted st-note">
            门店使用自己的账号登录采购，资质单独审核；总部可在购物车中使用“复制到门店”为门店代为加购。
          </p>
        </>
      )}
      <StoreEditModal store={editing} onClose={() => setEditing(null)} />
      <StoreOrdersDrawer store={viewing} onClose={() => setViewing(null)} />
      {limiting && <StorePolicyModal store={limiting} onClose={() => setLimiting(null)} />}
    </UserCentreFrame>
  );
}

export default StoresPage;
