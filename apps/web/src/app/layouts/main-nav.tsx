import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Popover } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { NAV_MAX_ITEMS } from '@yaocai/domain';
import type { NavItem } from '../../features/content/api/types';
import { isExternalUrl } from '../../components/banner-link';

function NavLink({ item, className, children }: { item: NavItem; className?: string; children: ReactNode }) {
  if (item.is_open === 1 || isExternalUrl(item.url)) {
    return (
      <a
        href={item.url}
        className={className}
        target={item.is_open === 1 ? '_blank' : undefined}
        rel={item.is_open === 1 ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={item.url || '/'} className={className}>
      {children}
    </Link>
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
            <Popover content={content} placement="bottom" arrow={false}>
              <span>
                <NavLink item={item} className={className}>
                  {label} <DownOutlined className="main-nav__caret" />
                </NavLink>
              </span>
            </Popover>
          </li>
        );
      })}
    </ul>
  );
}
