import { Link, useLocation } from 'react-router';
import { DownOutlined, MobileOutlined } from '@ant-design/icons';
import { isLoggedIn, useProfile } from '../../features/account/api/profile';
import { useLogout } from '../../features/account/api/logout';
import { addToDesktop } from './add-to-desktop';
import { CartButton } from './cart-button';
import { CartSteps } from './cart-steps';
import { AccountManagerBlock, AppQrPopover, HotlineBlock, Logo } from './header-parts';
import { SearchBox } from './search-box';
import { paths } from '../paths';

export function TopBar() {
  const { data: profile } = useProfile({ load: false });
  const logout = useLogout();
  const location = useLocation();
  const loginHref = paths.loginWithRedirect(location.pathname + location.search);

  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <div className="topbar__left">
          <span>欢迎来到药采网！</span>
          {isLoggedIn(profile) ? (
            <>
              <Link to={paths.user} className="topbar__company" data-testid="header-company">
                {profile?.company || profile?.username}
              </Link>
              <button
                type="button"
                className="topbar__link-btn"
                data-testid="header-logout"
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                退出
              </button>
            </>
          ) : (
            <>
              <Link to={loginHref} className="topbar__login" data-testid="header-login">
                请登录
              </Link>
              <Link to={paths.register} className="topbar__register">
                免费注册
              </Link>
            </>
          )}
        </div>
        <ul className="topbar__links">
          <li>
            <Link to={paths.home}>首页</Link>
          </li>
          <li>
            <button type="button" className="topbar__link-btn" onClick={addToDesktop}>
              添加到桌面
            </button>
          </li>
          <li>
            <Link to={paths.user}>会员中心</Link>
          </li>
          <li>
            <Link to={paths.orders}>我的订单</Link>
          </li>
          <li>
            <Link to={paths.invoices}>电子发票查询</Link>
          </li>
          <li>
            <AppQrPopover>
              <span className="topbar__app">
                <MobileOutlined /> 手机APP <DownOutlined className="topbar__caret" />
              </span>
            </AppQrPopover>
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Full header: top bar, logo, search, cart, account manager and complaint hotline. Checkout pages
 * show their step progress in place of search and cart.
 */
export function SiteHeader({ cartStep }: { cartStep?: 1 | 2 | 3 | 4 }) {
  const { data: profile } = useProfile({ load: false });
  return (
    <header className="site-header">
      <TopBar />
      <div className="container header-main">
        <Logo />
        {cartStep ? (
          <CartSteps current={cartStep} />
        ) : (
          <>
            <SearchBox />
            <CartButton />
          </>
        )}
        <div className="header-main__service">
          <AccountManagerBlock profile={profile} />
          <HotlineBlock profile={profile} />
        </div>
      </div>
    </header>
  );
}
