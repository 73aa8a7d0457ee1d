import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { applyChatEvent, useChat } from '../../features/service/api/chat';
import { useChatSocket } from '../../features/service/lib/use-chat-socket';
import { HoverCard } from '../../components/hover-card';
import { antdIsland } from '../antd/lazy-antd';
import { QrImage } from './header-parts';
import { paths } from '../paths';

// Both use antd: they and it load when the buyer first opens them.
const CartDrawer = antdIsland(() => import('./cart-drawer'), 'CartDrawer');
const ChatWindow = antdIsland(() => import('../../features/service/components/chat-window'), 'ChatWindow');

export const qqChatUrl = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}`;

/** Customer service for visitors and members without chat (is_can_chat 0): the QQ links of spec §2. */
function QqPanel({ profile }: { profile: Profile | undefined }) {
  const { data: site } = useSiteConfig();
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
  const [chatOpen, setChatOpen] = useState(false);
  const messages = profile?.message_count ?? 0;
  const canChat = profile?.is_can_chat === 1;
  const client = useQueryClient();
  const { data: chat, isLoading: chatLoading } = useChat(canChat);
  useChatSocket('/api/chat/ws', canChat, (event) => applyChatEvent(client, event, chatOpen));
  const chatUnread = chat?.unread ?? 0;

  return (
    <aside
      className={open ? 'side-bar is-open' : 'side-bar'}
      data-testid="side-bar"
      style={{ width: open ? CART_DRAWER_WIDTH.OPEN : CART_DRAWER_WIDTH.CLOSED }}
    >
      {open && <CartDrawer onClose={() => setOpen(false)} />}
      {canChat && chatOpen && profile && (
        <ChatWindow profile={profile} chat={chat} loading={chatLoading} onClose={() => setChatOpen(false)} />
      )}
      <div className="side-bar__rail" style={{ width: CART_DRAWER_WIDTH.CLOSED }}>
        <div className="side-bar__group">
          <HoverCard tip placement="left" content="我的账户">
            <Link to={paths.user} className="side-bar__btn" aria-label="我的账户">
              <UserOutlined />
            </Link>
          </HoverCard>
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
          <HoverCard tip placement="left" content="我的消息">
            <Link to={paths.messages} className="side-bar__btn" aria-label="我的消息">
              <BellOutlined />
              {messages > 0 && (
                <span className="side-bar__dot" data-testid="message-badge">
                  {badgeText(messages)}
                </span>
              )}
            </Link>
          </HoverCard>
          {canChat ? (
            <HoverCard tip placement="left" content="在线客服">
              <button
                type="button"
                className="side-bar__btn"
                aria-label="在线客服"
                aria-expanded={chatOpen}
                data-testid="side-bar-chat"
                onClick={() => setChatOpen((v) => !v)}
              >
                <CustomerServiceOutlined />
                {chatUnread > 0 && (
                  <span className="side-bar__dot" data-testid="chat-badge">
                    {badgeText(chatUnread)}
                  </span>
                )}
              </button>
            </HoverCard>
          ) : (
            <HoverCard content={<QqPanel profile={profile} />} placement="left">
              <button type="button" className="side-bar__btn" aria-label="在线客服">
                <CustomerServiceOutlined />
              </button>
            </HoverCard>
          )}
          <HoverCard
            content={<QrImage src={site?.wechat_qr} caption="关注药采网微信公众号" />}
            placement="left"
          >
            <button type="button" className="side-bar__btn" aria-label="微信公众号">
              <WechatOutlined />
            </button>
          </HoverCard>
        </div>
        <HoverCard tip placement="left" content="返回顶部">
          <button
            type="button"
            className="side-bar__btn side-bar__top"
            aria-label="返回顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <VerticalAlignTopOutlined />
          </button>
        </HoverCard>
      </div>
    </aside>
  );
}
