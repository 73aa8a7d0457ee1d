import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { meta, type RouteMeta } from '../route-meta';
import { requireLogin } from '../require-login';

/** How the route tables of `routes/*.tsx` declare a page, a redirect and their layout flags. */
export type Flags = Partial<Omit<RouteMeta, 'title'>>;
export type Lazy = NonNullable<RouteObject['lazy']>;

// Layout flag sets of spec §2.
export const HOME: Flags = { categoryMenu: true, topAd: true };
export const SHOP: Flags = { categoryMenu: true };
export const MEMBER: Flags = { requiresLogin: true };
export const AUTH: Flags = { loginHeader: true, sideBar: false, nav: false };
export const BARE: Flags = { header: false, footer: false, sideBar: false, nav: false };
export const cartFlags = (cartStep: 1 | 2 | 3 | 4): Flags => ({ requiresLogin: true, nav: false, cartStep });

/** The page component `name` of a module loaded when its route is first visited (its own chunk). */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): Lazy {
  const lazy: Lazy = async () => ({ Component: (await load())[name] });
  // For docs/route-map.md (route-map.ts pageOf): which file and export the route shows.
  return Object.assign(lazy, { page: { load, name: String(name) } });
}

const comingSoon = lazyPage(() => import('../../components/coming-soon-page'), 'ComingSoonPage');

/** A route whose page exists. */
export function page(path: string, title: string, flags: Flags, lazy: Lazy): RouteObject {
  return { path, handle: meta(title, flags), lazy, ...(flags.requiresLogin && { loader: requireLogin }) };
}

/**
 * A route of the spec whose page is not built yet: it renders the shared coming-soon page. Every
 * route of spec §2 has its page now; this stays for routes the spec adds later.
 */
export function soon(path: string, title: string, flags: Flags = {}): RouteObject {
  return { path, handle: meta(title, { ...flags, comingSoon: true }), lazy: comingSoon };
}

/** A route that only redirects; its handle carries the destination's title. */
export function moved(
  path: string,
  to: string | ((params: Record<string, string | undefined>) => string),
  title: string,
  flags: Flags = {},
): RouteObject {
  const loader: LoaderFunction = ({ params }) => redirect(typeof to === 'string' ? to : to(params));
  return { path, handle: meta(title, flags), loader };
}

/** A page whose data starts loading with its route (route-prefetch.ts). */
export const withLoader = (route: RouteObject, loader: LoaderFunction): RouteObject => ({ ...route, loader });
