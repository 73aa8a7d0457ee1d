import { Link } from 'react-router';
import { HomeOutlined, MobileOutlined } from '@ant-design/icons';
import { useProfile } from '../../features/account/api/profile';
import { addToDesktop } from './add-to-desktop';
import { AccountManagerBlock, AppQrPopover, HotlineBlock, Logo } from './header-parts';
import { paths } from '../paths';

/** Header of login, registration and password pages: return home, desktop shortcut, app QR, contacts. */
export function LoginHeader({ title }: { title?: string }) {
  // The layout does not reload the profile on these routes (spec §4), but on a direct visit the cache
  // is empty and the contacts would be blank: read it once (a visitor gets the default contact).
  const { data: profile } = useProfile();
  return (
    <header className="login-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <div className="topbar__left">
            <Link to={paths.home}>
              <HomeOutlined /> 返回首页
            </Link>
            <button type="button" className="topbar__link-btn" onClick={addToDesktop}>
              添加到桌面
            </button>
            <AppQrPopover>
              <span className="topbar__app">
                <MobileOutlined /> 手机APP
              </span>
            </AppQrPopover>
          </div>
          <div className="topbar__right">
            <HotlineBlock profile={profile} inline />
            <AccountManagerBlock profile={profile} inline />
          </div>
        </div>
      </div>
      <div className="container login-header__main">
        <Logo />
        {title && <span className="login-header__title">{title}</span>}
      </div>
    </header>
  );
}
