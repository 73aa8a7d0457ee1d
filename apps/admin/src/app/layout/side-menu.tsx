import { createElement } from 'react';
import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { sectionOf, visibleMenu } from '../menu';

export function SideMenu({ permissions }: { permissions: readonly string[] }) {
  const location = useLocation();
  const selected = sectionOf(location.pathname)?.key;
  const items = visibleMenu(permissions).map((entry) => ({
    key: entry.key,
    icon: createElement(entry.icon),
    label: (
      <Link to={entry.path} data-testid={`menu-${entry.key}`}>
        {entry.label}
      </Link>
    ),
  }));
  return <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} />;
}
