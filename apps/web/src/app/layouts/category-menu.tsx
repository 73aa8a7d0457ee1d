import { useState } from 'react';
import { Link } from 'react-router';
import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { CATEGORY_MENU_SIZE } from '@yaocai/domain';
import type { CategoryNode } from '../../features/content/api/types';
import { paths } from '../paths';

export interface CategoryMenuProps {
  categories: CategoryNode[];
  /** Open without hovering (home page, where it sits beside the carousel). */
  alwaysOpen?: boolean;
  /** Extra list query of a zone's menu: { zy: 2 } or { qx: 2 }. */
  linkParams?: Record<string, string | number>;
}

export const categoryListUrl = (id: number, linkParams?: Record<string, string | number>): string =>
  paths.listWith({ select: id, ...linkParams });

/** 全部商品分类: the first 7 categories; hovering one opens its sub-categories in a fly-out. */
export function CategoryMenu({ categories, alwaysOpen, linkParams }: CategoryMenuProps) {
  const [hovered, setHovered] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const items = categories.slice(0, CATEGORY_MENU_SIZE);
  const active = items.find((c) => c.id === activeId);
  const open = alwaysOpen || hovered;
  const url = (id: number) => categoryListUrl(id, linkParams);

  return (
    <div
      className={alwaysOpen ? 'category-menu category-menu--fixed' : 'category-menu'}
      data-testid="category-menu"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setActiveId(null);
      }}
    >
      <div className="category-menu__title">
        <AppstoreOutlined /> 全部商品分类
      </div>
      {open && (
        <ul className="category-menu__list">
          {items.map((item) => (
            <li
              key={item.id}
              className={item.id === activeId ? 'category-menu__item is-active' : 'category-menu__item'}
              onMouseEnter={() => setActiveId(item.id)}
            >
              <div className="category-menu__head">
                {item.logo1 || item.logo ? <img src={item.logo1 || item.logo} alt="" /> : null}
                <Link to={url(item.id)}>{item.name}</Link>
                <RightOutlined className="category-menu__arrow" />
              </div>
              <div className="category-menu__subs">
                {(item.children ?? []).slice(0, 3).map((child) => (
                  <Link key={child.id} to={url(child.id)}>
                    {child.name}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && active && (active.children?.length ?? 0) > 0 && (
        <div className="category-menu__panel" data-testid="category-panel">
          {active.children!.map((group) => (
            <dl key={group.id} className="category-menu__group">
              <dt>
                <Link to={url(group.id)}>
                  {group.name} <RightOutlined />
                </Link>
              </dt>
              <dd>
                {(group.children ?? []).map((leaf) => (
                  <Link key={leaf.id} to={url(leaf.id)}>
                    {leaf.name}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      )}
    </div>
  );
}
