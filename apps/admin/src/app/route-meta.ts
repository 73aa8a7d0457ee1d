import type { Permission } from '@yaocai/domain';

/** Every console route's `handle`: its title (page title = title + site title) and the permission it needs. */
export interface RouteMeta {
  title: string;
  permission?: Permission;
}

export const SITE_TITLE = '药采网运营后台';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}
