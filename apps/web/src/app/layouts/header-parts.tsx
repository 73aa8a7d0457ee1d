import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CustomerServiceOutlined, MedicineBoxFilled, PhoneOutlined } from '@ant-design/icons';
import type { Profile } from '../../features/account/api/types';
import { useSiteConfig } from '../../features/content/api/site';
import { HoverCard } from '../../components/hover-card';
import { antdIsland } from '../antd/lazy-antd';
import { paths } from '../paths';

// Drawn only when the site config has no QR image, on the first hover: antd's QRCode loads then.
const SiteQrCode = antdIsland(() => import('./site-qr-code'), 'SiteQrCode');

export function Logo({ small }: { small?: boolean }) {
  return (
    <Link to={paths.home} className={small ? 'logo logo--small' : 'logo'} aria-label="药采网首页">
      <span className="logo__mark">
        <MedicineBoxFilled />
      </span>
      <span className="logo__text">
        <b>药采网</b>
        {!small && <small>医药采购批发平台</small>}
      </span>
    </Link>
  );
}

/** QR code image from site config, else a generated code of the site address. */
export function QrImage({ src, caption, size = 120 }: { src?: string; caption: string; size?: number }) {
  return (
    <div className="qr-box">
      {src ? (
        <img src={src} alt={caption} width={size} height={size} />
      ) : (
        <span className="qr-box__code" style={{ width: size, height: size }}>
          <SiteQrCode size={size} />
        </span>
      )}
      <p>{caption}</p>
    </div>
  );
}

export function AppQrPopover({ children }: { children: ReactNode }) {
  const { data: site } = useSiteConfig();
  return (
    <HoverCard content={<QrImage src={site?.app_qr} caption="扫码下载药采网APP" />}>{children}</HoverCard>
  );
}

export function accountManagerLabel(profile: Pick<Profile, 'admin'> | undefined): string {
  return profile?.admin?.is_default === 0 ? '专属客户经理' : '客服专员';
}

export function AccountManagerBlock({ profile, inline }: { profile: Profile | undefined; inline?: boolean }) {
  const label = accountManagerLabel(profile);
  const name = profile?.admin?.name;
  const phone = profile?.admin?.phone;
  if (inline) {
    return (
      <span className="account-manager account-manager--inline" data-testid="account-manager">
        {label}：{name || '—'} {phone}
      </span>
    );
  }
  return (
    <div className="header-block account-manager" data-testid="account-manager">
      <CustomerServiceOutlined className="header-block__icon" />
      <div className="header-block__body">
        <span className="header-block__label">
          {label}
          {name ? `：${name}` : ''}
        </span>
        <b className="header-block__value">{phone || '—'}</b>
      </div>
    </div>
  );
}

/** The complaint hotline comes from common configuration, with the site config as fallback. */
export function useHotline(profile: Profile | undefined): string {
  const { data: site } = useSiteConfig();
  return profile?.common_config?.hot_line || site?.hot_line || '';
}

export function HotlineBlock({ profile, inline }: { profile: Profile | undefined; inline?: boolean }) {
  const hotline = useHotline(profile);
  if (inline) {
    return (
      <span className="hotline hotline--inline" data-testid="hotline">
        投诉热线：{hotline}
      </span>
    );
  }
  return (
    <div className="header-block hotline" data-testid="hotline">
      <PhoneOutlined className="header-block__icon" />
      <div className="header-block__body">
        <span className="header-block__label">投诉热线</span>
        <b className="header-block__value">{hotline || '—'}</b>
      </div>
    </div>
  );
}
