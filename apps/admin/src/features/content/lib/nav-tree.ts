import type { OperatorNavItem } from '@yaocai/contract';

export type NavRow = OperatorNavItem & { children?: NavRow[] };

/** The flat list as the storefront shows it: top items in order, each with its children (none: no key). */
export function navTree(items: readonly OperatorNavItem[]): NavRow[] {
  return items
    .filter((item) => item.parent_id === null)
    .map((top) => {
      const children = items.filter((item) => item.parent_id === top.id);
      return children.length > 0 ? { ...top, children } : { ...top };
    });
}

/** The storefront shows this many top items; the rest are kept but not shown. */
export const NAV_SHOWN = 9;
