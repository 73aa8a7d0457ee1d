import type { RouteObject } from 'react-router';
import { isRouteMeta, type RouteMeta } from './route-meta';

/**
 * docs/route-map.md's table of storefront routes, written from the route table itself (see
 * route-map.test.ts; `npm run docs:routes` rewrites the file), so the page cannot drift from the code.
 */
export interface RouteRow {
  path: string;
  title: string;
  page: string;
  access: string;
  layout: string;
  status: string;
}

const SOURCE_FILE = /"\/src\/([^"]+\.tsx?)"/;
const EXPORT_NAME = /\)\)\.(\w+)|const \{ (\w+) \}/;

/** Where a lazy route's page lives: the file and export its `lazy()` imports (as vite transformed it). */
export function pageOf(lazy: unknown): string {
  const declared = (lazy as { page?: { load: unknown; name: string } } | undefined)?.page;
  const source = String(declared?.load ?? lazy);
  const file = SOURCE_FILE.exec(source)?.[1];
  if (!file) return '—';
  const match = EXPORT_NAME.exec(source);
  const name = declared?.name ?? match?.[1] ?? match?.[2];
  return `\`${file}\`${name ? ` (${name})` : ''}`;
}

function layoutOf(meta: RouteMeta): string {
  if (!meta.header && !meta.loginHeader) return '无页头';
  if (meta.loginHeader) return '登录页头';
  if (meta.cartStep) return `购物车步骤${meta.cartStep}`;
  if (meta.topAd) return '首页';
  return meta.categoryMenu ? '商城（分类菜单）' : '标准';
}

/** A loader's destination for a route pattern, its parameters shown as `:name`. */
async function redirectOf(route: RouteObject): Promise<string | null> {
  if (typeof route.loader !== 'function') return null;
  const params = Object.fromEntries(
    [...(route.path ?? '').matchAll(/:(\w+)/g)].map(([, name]) => [name!, `:${name}`]),
  );
  const url = `http://localhost${route.path ?? '/'}`;
  const answer: unknown = await route.loader({
    request: new Request(url),
    url: new URL(url),
    pattern: route.path ?? '/',
    params,
    context: undefined,
  });
  if (!(answer instanceof Response)) return null;
  return decodeURIComponent(answer.headers.get('Location') ?? '');
}

export async function routeRows(routes: RouteObject[]): Promise<RouteRow[]> {
  const rows: RouteRow[] = [];
  const walk = async (list: RouteObject[]) => {
    for (const route of list) {
      if (isRouteMeta(route.handle) && (route.path !== undefined || route.index)) {
        const meta = route.handle;
        const target = await redirectOf(route);
        rows.push({
          path: route.index ? '/' : route.path!,
          title: meta.title || '（活动标题）',
          page: route.lazy ? pageOf(route.lazy) : '—',
          access: meta.requiresLogin ? '会员' : '所有人',
          layout: layoutOf(meta),
          status: target ? `redirect → \`${target}\`` : meta.comingSoon ? 'coming soon' : 'built',
        });
      }
      if (route.children) await walk(route.children);
    }
  };
  await walk(routes);
  return rows;
}

export function routeMapTable(rows: RouteRow[]): string {
  const lines = [
    '| Path | Title | Page (under `apps/web/src/`) | Who | Layout | Status |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) => `| \`${r.path}\` | ${r.title} | ${r.page} | ${r.access} | ${r.layout} | ${r.status} |`,
    ),
  ];
  const count = (status: string) => rows.filter((r) => r.status.startsWith(status)).length;
  lines.push(
    '',
    `${rows.length} routes: ${count('built')} built, ${count('coming soon')} coming soon, ${count('redirect')} redirects.`,
  );
  return lines.join('\n');
}
