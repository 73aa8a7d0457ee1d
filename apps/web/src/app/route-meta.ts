/** Per-route layout flags (spec §2). Every route's `handle` is a RouteMeta. */
export interface RouteMeta {
  /** Route title; the page title is this plus the site title (blank → site title only). */
  title: string;
  /** The standard header (top bar, search, nav). */
  header: boolean;
  /** The login-style header (return home, hotline, account manager); replaces the standard header. */
  loginHeader: boolean;
  footer: boolean;
  /** Right-hand side bar: cart drawer, messages, customer service, back to top. */
  sideBar: boolean;
  /** The 全部商品分类 category menu beside the nav (kept open on the home page, hover elsewhere). */
  categoryMenu: boolean;
  nav: boolean;
  topAd: boolean;
  /** The page is not built yet and renders the shared coming-soon page. */
  comingSoon?: boolean;
  /** Member-only page: visitors are sent to login. */
  requiresLogin?: boolean;
  /** Checkout pages: which cart step image the header shows (spec §2 common layout). */
  cartStep?: 1 | 2 | 3 | 4;
}

/**
 * Builds a RouteMeta. Defaults: header, footer, side bar and nav on; category menu, login header and
 * top ad off. A route that asks for the login-style header gets no standard header unless it says so.
 */
export function meta(title: string, flags: Partial<Omit<RouteMeta, 'title'>> = {}): RouteMeta {
  const { header, ...rest } = flags;
  return {
    title,
    loginHeader: false,
    footer: true,
    sideBar: true,
    categoryMenu: false,
    nav: true,
    topAd: false,
    ...rest,
    header: header ?? !rest.loginHeader,
  };
}

/** '首页', '药采网' → '首页 - 药采网'; a blank route title gives the site title alone. */
export function documentTitle(routeTitle: string, siteTitle: string): string {
  const title = routeTitle.trim();
  return title ? `${title} - ${siteTitle}` : siteTitle;
}

/** Reads a route handle defensively (handles of routes outside the table are unknown). */
export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteMeta).title === 'string';
}
