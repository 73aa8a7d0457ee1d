import { STICKY_SEARCH_THRESHOLD_PX } from '@yaocai/domain';
import { LOGIN_FLAG_KEY } from '../../features/account/api/login';
import { paths } from '../paths';

export { LOGIN_FLAG_KEY };
export const SITE_TITLE = '药采网';

/** Member centre, login and WeChat binding load the profile themselves (spec §4). */
export const PROFILE_SKIP_PATHS: readonly string[] = [
  paths.user,
  paths.memberCentre,
  paths.login,
  paths.registerWechat,
];

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Spec §4: after a route change the profile is loaded when the header shows, except on the skip paths. */
export function shouldLoadProfile(pathname: string, meta: { header?: boolean } | undefined): boolean {
  if (!meta?.header) return false;
  return !PROFILE_SKIP_PATHS.includes(trimSlash(pathname));
}

/**
 * Spec §4: a login flag of '1' causes exactly one reload; it is cleared first so the reloaded page
 * does not reload again. Returns whether a reload was asked for.
 */
export function consumeLoginFlag(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  reload: () => void,
): boolean {
  if (storage.getItem(LOGIN_FLAG_KEY) !== '1') return false;
  storage.removeItem(LOGIN_FLAG_KEY);
  reload();
  return true;
}

/** The header search becomes a fixed bar once the page has scrolled past 205 px. */
export function isSticky(scrollY: number): boolean {
  return scrollY > STICKY_SEARCH_THRESHOLD_PX;
}
