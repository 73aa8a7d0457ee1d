import { canBuyScope, priceVisibility } from '@yaocai/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import type { GoodsRow } from './goods.repository';

const mayEverSeeControlled = (viewer: Viewer | null): viewer is Viewer => viewer !== null && viewer.isPassed;

/** Controlled-sales goods exist only for approved buyers in their allowed regions or groups. */
export function canSeeControlled(
  goods: Pick<GoodsRow, 'isControlled' | 'controlledRegions' | 'controlledGroups'>,
  viewer: Viewer | null,
) {
  if (!goods.isControlled) return true;
  if (!mayEverSeeControlled(viewer)) return false;
  const regionOk = goods.controlledRegions.length === 0 || goods.controlledRegions.includes(viewer.region);
  const groupOk =
    goods.controlledGroups.length === 0 || goods.controlledGroups.includes(viewer.customerGroup);
  return regionOk && groupOk;
}

/** canSeeControlled as a WHERE condition, with "on sale": every goods query of a viewer starts here. */
export function visibleGoodsCondition(viewer: Viewer | null): SQL {
  const onSale = eq(goods.onSale, true);
  if (!mayEverSeeControlled(viewer)) return and(onSale, eq(goods.isControlled, false))!;
  const regionOk = sql`(cardinality(${goods.controlledRegions}) = 0 or ${viewer.region}::text = any(${goods.controlledRegions}))`;
  const groupOk = sql`(cardinality(${goods.controlledGroups}) = 0 or ${viewer.customerGroup}::text = any(${goods.controlledGroups}))`;
  return and(onSale, or(eq(goods.isControlled, false), and(regionOk, groupOk)))!;
}

/** Viewers with the same key see the same goods: the key of cached counts and suggestions. */
export function visibilityKey(viewer: Viewer | null): string {
  return mayEverSeeControlled(viewer) ? `r:${viewer.region}|g:${viewer.customerGroup}` : 'public';
}

/** Whether the viewer may put the goods in a cart, and if not, why. */
export function buyability(
  goods: Pick<GoodsRow, 'scopeClass' | 'type'>,
  viewer: Viewer | null,
  stock: number,
) {
  const visibility = priceVisibility({ loggedIn: viewer !== null, isPassed: viewer?.isPassed ?? false });
  if (!visibility.visible) return { isBuy: false, reason: visibility.reason };
  if (!canBuyScope(goods.scopeClass, viewer?.scopes ?? []))
    return { isBuy: false, reason: `超出经营范围（${goods.scopeClass}）` };
  if (goods.type === 1 && !viewer?.isSpecial) return { isBuy: false, reason: '含特殊药品，需具备购买资质' };
  if (stock <= 0) return { isBuy: false, reason: '暂时缺货' };
  return { isBuy: true, reason: null };
}
