import { Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, TabBar } from 'antd-mobile';
import { AppOutline, AppstoreOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useCartCount } from '../lib/queries';
import { m } from '../lib/mobile-paths';

const TABS = [
  { key: m.home, title: '首页', icon: <AppOutline /> },
  { key: m.category, title: '分类', icon: <AppstoreOutline /> },
  { key: m.cart, title: '购物车', icon: <ShopbagOutline /> },
  { key: m.me, title: '我的', icon: <UserOutline /> },
];

/** 首页 / 分类 / 购物车 (badge) / 我的, fixed at the bottom above the home indicator. */
export function TabLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const count = useCartCount().data ?? 0;
  const active = location.pathname.startsWith('/orders') ? m.me : location.pathname;
  return (
    <div className="tab-page">
      <main className="tab-main">
        <Outlet />
      </main>
      <nav className="tab-bar" data-testid="tab-bar">
        <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
          {TABS.map((tab) => (
            <TabBar.Item
              key={tab.key}
              title={tab.title}
              icon={
                tab.key === m.cart ? (
                  <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>{tab.icon}</Badge>
                ) : (
                  tab.icon
                )
              }
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
