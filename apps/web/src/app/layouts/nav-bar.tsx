import { useLocation } from 'react-router';
import { useCommon } from '../../features/content/api/common';
import type { CategoryNode, CommonData } from '../../features/content/api/types';
import { CategoryMenu } from './category-menu';
import { MainNav } from './main-nav';
import { paths } from '../paths';

/** Herbal and device zones show their own category tree and keep the zone in the list query. */
export function zoneMenu(
  pathname: string,
  common: CommonData | undefined,
): { categories: CategoryNode[]; linkParams?: Record<string, number> } {
  if (pathname.startsWith(paths.herbal))
    return { categories: common?.category_zy ?? [], linkParams: { zy: 2 } };
  if (pathname.startsWith(paths.devices))
    return { categories: common?.category_qx ?? [], linkParams: { qx: 2 } };
  return { categories: common?.category ?? [] };
}

export function NavBar({ showCategoryMenu, showNav }: { showCategoryMenu: boolean; showNav: boolean }) {
  const { pathname } = useLocation();
  const { data: common } = useCommon();
  const menu = zoneMenu(pathname, common);
  return (
    <div className="nav-bar">
      <div className="container nav-bar__inner">
        {showCategoryMenu && (
          <CategoryMenu
            categories={menu.categories}
            linkParams={menu.linkParams}
            alwaysOpen={pathname === paths.home}
          />
        )}
        {showNav && <MainNav items={common?.nav ?? []} />}
      </div>
    </div>
  );
}
