import {
  AccountBookOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownFilled,
  FileProtectOutlined,
  PhoneOutlined,
  RightOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MemberCentreAnswer } from '@yaocai/contract';
import { Alert, Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useMemberCentre } from '../api/member-centre';
import { useProfile } from '../api/profile';
import { formatTime } from '@yaocai/web-kit/format';

// recharts is loaded only with this card, never with the home page or the rest of the member centre.
const PurchasesChart = lazy(() => import('../components/purchases-chart'));

const ORDER_STATES: {
  key: keyof MemberCentreAnswer['order_counts'];
  label: string;
  icon: React.ReactNode;
}[] = [
  { key: 'unpaid', label: '待支付', icon: <AccountBookOutlined /> },
  { key: 'to_ship', label: '待发货', icon: <ClockCircleOutlined /> },
  { key: 'shipped', label: '已发货', icon: <CarOutlined /> },
  { key: 'completed', label: '已完成', icon: <CheckCircleOutlined /> },
];

const QUAL_COLORS = { valid: 'green', expiring: 'orange', expired: 'red', pending: 'blue' } as const;
const STATUS_COLORS: Record<string, string> = {
  unpaid: 'orange',
  to_ship: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

const ordersWith = (status: string) => `${paths.orders}?status=${status}`;

function Profile({ data }: { data: MemberCentreAnswer }) {
  const { member, account_manager: manager, qualification } = data;
  return (
    <div className="mc-profile" data-testid="mc-profile">
      <div className="mc-profile__avatar">
        <UserOutlined />
      </div>
      <div className="mc-profile__main">
        <div className="mc-profile__company">
          <b data-testid="mc-company">{member.company}</b>
          {member.is_vip === 1 && (
            <span className="mc-vip" data-testid="mc-vip">
              <CrownFilled /> VIP
            </span>
          )}
        </div>
        <div className="mc-profile__meta">
          <span>账号：{member.username}</span>
          <span>类型：{member.company_kind_name}</span>
          <span>
            等级：<Tag color="gold">{member.rank_name}</Tag>
          </span>
          <span>
            资质：
            <Link to={paths.qualifications}>
              <Tag color={QUAL_COLORS[qualification.status]} data-testid="mc-qual-status">
                {qualification.status_name}
              </Tag>
            </Link>
          </span>
          {member.is_passed !== 1 && <Tag color="orange">会员审核中</Tag>}
          {member.contract_signed !== 1 && (
            <Link to={paths.contract}>
              <Tag color="red">采购协议未签署</Tag>
            </Link>
          )}
        </div>
      </div>
      <div className="mc-manager" data-testid="mc-manager">
        <span className="mc-manager__title">专属客户经理</span>
        {manager ? (
          <>
            <b>{manager.name}</b>
            <span>
              <PhoneOutlined /> {manager.phone}
            </span>
          </>
        ) : (
          <span>暂未分配</span>
        )}
      </div>
    </div>
  );
}

function Wallet({ wallet }: { wallet: MemberCentreAnswer['wallet'] }) {
  const items: { label: string; value: string; to: string; unit?: string; testId: string }[] = [
    { label: '账户余额', value: `¥${wallet.balance}`, to: paths.balance, testId: 'mc-balance' },
    {
      label: '可用账期',
      value: wallet.credit_open === 1 ? `¥${wallet.credit_available}` : '未开通',
      to: paths.credit,
      testId: 'mc-credit',
    },
    {
      label: '已用账期',
      value: wallet.credit_open === 1 ? `¥${wallet.credit_used}` : '—',
      to: paths.credit,
      testId: 'mc-credit-used',
    },
    { label: '账户红包', value: `¥${wallet.red_packet}`, to: paths.redPackets, testId: 'mc-red-packet' },
    { label: '积分', value: String(wallet.points), to: paths.points, testId: 'mc-points' },
    { label: '优惠券', value: String(wallet.coupons), unit: '张', to: paths.coupons, testId: 'mc-coupons' },
    {
      label: '现金券',
      value: String(wallet.cash_vouchers),
      unit: '张',
      to: paths.cashVouchers,
      testId: 'mc-vouchers',
    },
  ];
  return (
    <section className="mc-card">
      <header className="mc-card__head">
        <h2>
          <WalletOutlined /> 我的钱包
        </h2>
        <Link to={paths.wallet}>
          钱包明细 <RightOutlined />
        </Link>
      </header>
      <div className="mc-wallet">
        {items.map((i) => (
          <Link key={i.label} to={i.to} className="mc-wallet__item" data-testid={i.testId}>
            <b>
              {i.value}
              {i.unit && <small>{i.unit}</small>}
            </b>
            <span>{i.label}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

function Orders({ data }: { data: MemberCentreAnswer }) {
  return (
    <section className="mc-card">
      <header className="mc-card__head">
        <h2>我的订单</h2>
        <Link to={paths.orders}>
          全部订单（{data.order_counts.all}） <RightOutlined />
        </Link>
      </header>
      <div className="mc-states">
        {ORDER_STATES.map((s) => (
          <Link
            key={s.key}
            to={ordersWith(s.key)}
            className="mc-states__item"
            data-testid={`mc-orders-${s.key}`}
          >
            <span className="mc-states__icon">{s.icon}</span>
            <b>{data.order_counts[s.key]}</b>
            <span>{s.label}</span>
          </Link>
        ))}
      </div>
      {data.recent_orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有订单，去首页挑选商品吧" />
      ) : (
        <table className="mc-recent" data-testid="mc-recent-orders">
          <thead>
            <tr>
              <th>订单号</th>
              <th>下单时间</th>
              <th>商品</th>
              <th className="is-right">实付金额</th>
              <th>状态</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.recent_orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <span className="mc-recent__no">
                    {o.image && <img src={o.image} alt="" width={32} height={32} />}
                    {o.order_no}
                  </span>
                </td>
                <td>{formatTime(o.created_at)}</td>
                <td>
                  {o.goods_count}种 / {o.total_number}件
                </td>
                <td className="is-right mc-price">¥{o.payable_amount}</td>
                <td>
                  <Tag color={STATUS_COLORS[o.status]}>{o.status_name}</Tag>
                </td>
                <td>
                  <Link to={paths.orderInfo(o.id)}>查看</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** 会员中心 (/user, /user_hyzx): who the member is, documents, wallet, orders and a year of purchases. */
export function MemberCentrePage() {
  const { data, isLoading } = useMemberCentre();
  // The layout does not load the profile on the member centre (spec §4); the page does, for the header.
  useProfile();
  return (
    <UserCentreFrame testId="member-centre-page">
      {isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="mc">
          <Profile data={data} />
          {data.qualification.warnings.map((w) => (
            <Alert
              key={w}
              type={w.includes('已于') ? 'error' : 'warning'}
              showIcon
              icon={<FileProtectOutlined />}
              className="mc-warning"
              title={w}
              action={
                <Link to={paths.qualifications} data-testid="mc-warning-update">
                  立即更新
                </Link>
              }
              data-testid="mc-warning"
            />
          ))}
          <Wallet wallet={data.wallet} />
          <Orders data={data} />
          <section className="mc-card">
            <header className="mc-card__head">
              <h2>近12个月采购额</h2>
              <span className="mc-card__sum">
                合计 <b className="mc-price">¥{data.purchases_total}</b>
              </span>
            </header>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
              <PurchasesChart purchases={data.purchases} />
            </Suspense>
          </section>
        </div>
      )}
    </UserCentreFrame>
  );
}
