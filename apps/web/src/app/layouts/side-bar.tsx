import { useState } from 'react';
import { Link } from 'react-router';
import { Popover, Tooltip } from 'antd';
import {
  BellOutlined,
  CustomerServiceOutlined,
  QqOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { badgeText, CART_DRAWER_WIDTH } from '@yaocai/domain';
import { useProfile } from '../../features/account/api/profile';
import type { Profile } from '../../features/account/api/types';
import { useCartTotal } from '../../features/cart/api/cart-total';
import { useSiteConfig } from '../../features/content/api/site';
import { CartDrawer } from './cart-drawer';
import { QrImage } from './header-parts';
import { paths } from '../paths';

export const qqChatUrl = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}`;

function ServicePanel({ profile }: { profile: Profile | undefined }) {
  const { data: site } = useSiteConfig();
  if (profile?.is_can_chat) {
    return (
      <div className="service-panel" data-testid="service-chat">
        <b>在线客服</b>
        <p>您好，药采网在线客服为您服务，请问有什么可以帮您？</p>
        <p className="service-panel__muted">服务时间：周一至周六 8:30-18:00</p>
        {profile.admin?.name && (
          <p>
            客户经理：{profile.admin.name} {profile.admin.phone}
          </p>
        )}
      </div>
    );
  }
  const qqs = [profile?.common_config?.qq1 || site?.qq1, profile?.common_config?.qq2 || site?.qq2].filter(
    (qq): qq is string => Boolean(qq),
  );
  return (
    <div className="service-panel" data-testid="service-qq">
      <b>QQ客服</b>
      {qqs.length === 0 && <p className="service-panel__muted">客服暂未配置</p>}
      {qqs.map((qq, i) => (
        <a
          key={qq}
          href={qqChatUrl(qq)}
          target="_blank"
          rel="noopener noreferrer"
          className="service-panel__qq"
        >
          <QqOutlined /> 客服{i + 1}（{qq}）
        </a>
      ))}
    </div>
  );
}

/** Right-hand bar: account, cart drawer (40 px closed, 310 px open), messages, service, WeChat, top. */
export function SideBar() {
  const { data: profile } = useProfile({ load: false });
  const { data: cartTotal = 0 } = useCartTotal();
  const { data: site } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const messages = profile?.message_count ?? 0;

  return (
    <aside
      className={open ? 'side-bar is-open' : 'side-bar'}
      data-testid="side-bar"
      style={{ width: open ? CART_DRAWER_WIDTH.OPEN : CART_DRAWER_WIDTH.CLOSED }}
    >
      {open && <CartDrawer onClose={() => setOpen(false)} />}
      <div className="side-bar__rail" style={{ width: CART_DRAWER_WIDTH.CLOSED }}>
        <div className="side-bar__group">
          <Tooltip title="我的账户" placement="left">
            <Link to={paths.user} className="side-bar__btn" aria-label="我的账户">
              <UserOutlined />
            </Link>
          </Tooltip>
          <button
            type="button"
            className="side-bar__cart"
            aria-expanded={open}
            data-testid="side-bar-cart"
            onClick={() => setOpen((v) => !v)}
          >
            <ShoppingCartOutlined />
            <span className="side-bar__cart-text">购物车</span>
            <span className="side-bar__count" data-testid="side-cart-badge">
              {badgeText(cartTotal)}
            </span>
          </button>
          <Tooltip title="我的消息" placement="left">
            <Link to={paths.messages} className="side-bar__btn" aria-label="我的消息">
              <BellOutlined />
              {messages > 0 && (
                <span className="side-bar__dot" data-testid="message-badge">
                  {badgeText(messages)}
                </span>
              )}
            </Link>
          </Tooltip>
          <Popover content={<ServicePanel profile={profile} />} placement="left" trigger="hover">
            <button type="button" className="side-bar__btn" aria-label="在线客服">
              <CustomerServiceOutlined />
            </button>
          </Popover>
          <Popover
            content={<QrImage src={site?.wechat_qr} caption="关注药采网微信公众号" />}
            placement="left"
          >
            <button type="button" className="side-bar__btn" aria-label="微信公众号">
              <WechatOutlined />
            </button>
          </Popover>
        </div>
        <Tooltip title="返回顶部" placement="left">
          <button
            type="button"
            className="side-bar__btn side-bar__top"
            aria-label="返回顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <VerticalAlignTopOutlined />
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
