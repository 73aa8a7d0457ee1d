import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, type UIMatch } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../features/account/api/profile';
import { useSiteConfig } from '../../features/content/api/site';
import { ErrorPresenterBridge } from '../../lib/presenter';
import { paths } from '../paths';
import { documentTitle, isRouteMeta, meta as buildMeta, type RouteMeta } from '../route-meta';
import { RaffleEntry } from '../../features/raffle/components/raffle-entry';
import { BottomAd } from './bottom-ad';
import { consumeLoginFlag, shouldLoadProfile, SITE_TITLE } from './layout-rules';
import { LoginHeader } from './login-header';
import { NavBar } from './nav-bar';
import { SideBar } from './side-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StickySearchBar } from './sticky-search-bar';
import { TopBanner } from './top-banner';

const FALLBACK_META: RouteMeta = buildMeta('');

/** The deepest matched route that carries a RouteMeta handle decides the layout. */
export function deepestMeta(matches: readonly Pick<UIMatch, 'handle'>[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteMeta(handle)) return handle;
  }
  return FALLBACK_META;
}

/** Root layout: header variant, nav, page, footer, side bar and home bottom ad by route meta. */
export function AppLayout() {
  const meta = deepestMeta(useMatches());
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: site } = useSiteConfig();
  const loadProfile = shouldLoadProfile(pathname, meta);

  useEffect(() => {
    document.title = documentTitle(meta.title, site?.site_title || SITE_TITLE);
  }, [meta.title, site?.site_title]);

  // Spec §4: after every route change — the one-time reload after login, then the profile.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (consumeLoginFlag(window.sessionStorage, () => window.location.reload())) return;
    if (loadProfile) void queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    // Only a new path counts as a route change; meta follows the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const isHome = pathname === paths.home;
  return (
    <div className={isHome ? 'app-shell app-shell--home' : 'app-shell'}>
      <ErrorPresenterBridge />
      {meta.topAd && <TopBanner />}
      {meta.header && <SiteHeader cartStep={meta.cartStep} />}
      {meta.loginHeader && !meta.header && <LoginHeader title={meta.title} />}
      {meta.header && !meta.cartStep && <StickySearchBar />}
      {(meta.nav || meta.categoryMenu) && meta.header && (
        <NavBar showCategoryMenu={meta.categoryMenu} showNav={meta.nav} />
      )}
      <main className="app-main">
        <Outlet />
      </main>
      {meta.footer && <SiteFooter />}
      {meta.sideBar && <SideBar />}
      {isHome && <BottomAd />}
      {/* Spec §2 common layout: the raffle popup for logged-in members, on pages with the site header. */}
      {meta.header && !meta.cartStep && <RaffleEntry />}
    </div>
  );
}
