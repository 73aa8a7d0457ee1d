import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { orderList, userLogout, userUserMoney } from '@yaocai/contract';
import { call } from '../lib/http';
import { m, openDesktop } from '../lib/mobile-paths';
import { isMember, useProfile } from '../lib/queries';

const ORDER_ENTRIES = [
  { status: 'unpaid', text: '待付款', icon: '¥' },
  { status: 'to_ship', text: '待发货', icon: '发' },
  { status: 'shipped', text: '待收货', icon: '收' },
  { status: 'completed', text: '已完成', icon: '✓' },
];

/** 我的: who is logged in, order shortcuts with counts, balance, and the PC site for the rest. */
export function MePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useProfile();
  const p = profile.data;
  const member = isMember(p);
  const counts = useQuery({
    queryKey: ['orders', 'counts'],
    queryFn: ({ signal }) => call(orderList, { page: 1 }, { signal, silent: true }),
    enabled: member,
    select: (d) => d.counts,
  }).data;
  const money = useQuery({
    queryKey: ['balance'],
    queryFn: ({ signal }) => call(userUserMoney, undefined, { signal, silent: true }),
    enabled: member,
  }).data;
  const logout = useMutation({
    mutationFn: () => call(userLogout),
    onSuccess: () => {
      client.clear();
      navigate(m.home);
    },
  });

  return (
    <div data-testid="m-me">
      <header className="red-head" style={{ padding: '24px 16px', alignItems: 'center' }}>
        <span
          style={{
            width: 56,
            height: 56,
            borderRadius: 28,
            background: '#fff',
            color: '#e4393c',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 24,
            flex: 'none',
          }}
          aria-hidden="true"
        >
          药
        </span>
        {member && p ? (
          <div style={{ minWidth: 0 }}>
            <div
              style={{
                fontSize: 17,
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              data-testid="m-me-company"
            >
              {p.company || p.name}
            </div>
            <div style={{ fontSize: 12 }}>
              {p.username} · {p.is_passed === 1 ? '资质已审核' : '资质审核中'}
            </div>
          </div>
        ) : (
          <Button onClick={() => navigate(`${m.login}?redirect=/m/me`)} data-testid="m-me-login">
            登录 / 注册
          </Button>
        )}
      </header>
      <div className="section">
        <div className="section-title">
          <span>我的订单</span>
          <Link to={m.orders}>全部订单 ›</Link>
        </div>
        <div className="entries">
          {ORDER_ENTRIES.map((e) => (
            <Link key={e.status} to={`${m.orders}?status=${e.status}`} className="entry">
              <span className="dot" style={{ background: '#fff1f0', color: '#e4393c' }} aria-hidden="true">
                {e.icon}
              </span>
              {e.text}
              {counts?.[e.status] ? `(${counts[e.status]})` : ''}
            </Link>
          ))}
        </div>
      </div>
      {member ? (
        <List header="钱包">
          <List.Item extra={money ? `¥${money.balance}` : ''} data-testid="m-me-balance">
            账户余额
          </List.Item>
          <List.Item extra={money ? `¥${money.red_packet}` : ''}>红包</List.Item>
          <List.Item extra={p?.points ?? 0} onClick={() => navigate(m.points)} data-testid="m-me-points">
            积分
          </List.Item>
          <List.Item onClick={() => navigate(m.coupons)} data-testid="m-me-coupons">
            我的优惠券
          </List.Item>
          <List.Item onClick={() => navigate(m.pointsOrders)}>积分兑换记录</List.Item>
        </List>
      ) : null}
      <List header="服务">
        <List.Item onClick={() => navigate(m.scan)}>扫码采购</List.Item>
        <List.Item onClick={() => navigate(m.afterSales)} data-testid="m-me-after-sales">
          我的售后
        </List.Item>
        <List.Item onClick={() => navigate(m.addresses)} data-testid="m-me-addresses">
          收货地址
        </List.Item>
        <List.Item onClick={() => openDesktop('/star')}>我的收藏（电脑版）</List.Item>
        <List.Item
          onClick={() => navigate(m.messages)}
          extra={p?.message_count ? `${p.message_count} 条未读` : ''}
          data-testid="m-me-messages"
        >
          我的消息
        </List.Item>
        <List.Item onClick={() => navigate(m.couponCentre)} data-testid="m-me-coupon-centre">
          领券中心
        </List.Item>
        <List.Item onClick={() => navigate(m.points)} data-testid="m-me-points-mall">
          积分商城
        </List.Item>
        <List.Item onClick={() => navigate(m.chat)} data-testid="m-me-chat">
          在线客服
        </List.Item>
        {p?.common_config.hot_line ? (
          <List.Item
            onClick={() => (window.location.href = `tel:${p.common_config.hot_line}`)}
            extra={p.common_config.hot_line}
          >
            客服热线
          </List.Item>
        ) : null}
      </List>
      <div className="footer-links">
        <button type="button" onClick={() => openDesktop('/user')}>
          电脑版
        </button>
        {member ? (
          <button type="button" onClick={() => logout.mutate()} data-testid="m-logout">
            退出登录
          </button>
        ) : null}
      </div>
    </div>
  );
}
