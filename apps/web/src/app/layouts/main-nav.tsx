import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DownOutlined } from '@ant-design/icons';
import { NAV_MAX_ITEMS } from '@yaocai/domain';
import type { NavItem } from '../../features/content/api/types';
import { BannerLink } from '../../components/banner-link';
import { HoverCard } from '../../components/hover-card';

/** A nav item is an activity link too: an empty or starred url says why it cannot open (spec §8). */
function NavLink({ item, className, children }: { item: NavItem; className?: string; children: ReactNode }) {
  return (
    <BannerLink url={item.url} newTab={item.is_open === 1} className={className}>
      {children}
    </BannerLink>
  );
}

const isActive = (url: string, pathname: string) =>
  url === '/' ? pathname === '/' : Boolean(url) && (pathname === url || pathname.startsWith(`${url}/`));

/** Main navigation: at most 9 items; items with children open a popover; is_open=1 opens a new tab. */
export function MainNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="main-nav" data-testid="main-nav">
      {items.slice(0, NAV_MAX_ITEMS).map((item) => {
        const className = isActive(item.url, pathname) ? 'main-nav__link is-active' : 'main-nav__link';
        const label = (
          <>
            {item.image ? <img className="main-nav__icon" src={item.image} alt="" /> : null}
            {item.name}
          </>
        );
        if (!item.children?.length) {
          return (
            <li key={item.id} className="main-nav__item">
              <NavLink item={item} className={className}>
                {label}
              </NavLink>
            </li>
          );
        }
        const content = (
          <ul className="main-nav__children">
            {item.children.map((child) => (
              <li key={child.id}>
                <NavLink item={child}>{child.name}</NavLink>
              </li>
            ))}
          </ul>
        );
        return (
          <li key={item.id} className="main-nav__item">
            <HoverCard content={content} className="main-nav__hover">
              <NavLink item={item} className={className}>
                {label} <DownOutlined className="main-nav__caret" />
              </NavLink>
            </HoverCard>
          </li>
        );
      })}
    </ul>
  );
}
