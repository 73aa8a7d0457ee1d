import { and, eq, sql } from 'drizzle-orm';
import { goods } from '../db/schema';
import type { TestApp } from './test-app';
import type { Viewer } from '../shared/viewer';
import { canSeeControlled } from '../modules/catalog/index';

/** GET through the real app; the envelope parsed. */
export async function get(t: TestApp, url: string, cookie?: string) {
  return t.call({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The data of a successful GET; fails the test with the message otherwise. */
export async function data(t: TestApp, url: string, cookie?: string) {
  const { status, body } = await get(t, url, cookie);
  if (status !== 200) throw new Error(`${url}: ${status} ${body.msg}`);
  return body.data;
}

export const ids = (list: { id: number }[]) => list.map((g) => g.id);

/** Controlled-sales goods limited to exactly these regions (and no customer group). */
export async function controlledIn(t: TestApp, regions: string[]) {
  const rows = await t.db
    .select({ id: goods.id, name: goods.name })
    .from(goods)
    .where(
      and(
        eq(goods.isControlled, true),
        eq(goods.onSale, true),
        sql`${goods.controlledRegions} = ${`{${regions.join(',')}}`}::text[]`,
        sql`cardinality(${goods.controlledGroups}) = 0`,
      ),
    )
    .orderBy(goods.id);
  return rows;
}

const buyer = (region: string, customerGroup: string): Viewer => ({
  memberId: 0,
  username: '',
  companyId: 0,
  parentId: null,
  isPassed: true,
  isSpecial: false,
  role: 'buyer',
  region,
  customerGroup,
  scopes: [],
  permissions: [],
  contractSigned: false,
});

/** Demo buyers as the controlled-sales rules see them (seed: yaodian01 北京/vip, zhensuo01 河北/default). */
export const YAODIAN = buyer('北京', 'vip');
export const ZHENSUO = buyer('河北', 'default');

/** Controlled-sales goods on sale that `seer` may see and `blind` may not. */
export async function controlledSeenOnlyBy(t: TestApp, seer: Viewer, blind: Viewer) {
  const rows = await t.db
    .select({
      id: goods.id,
      isControlled: goods.isControlled,
      controlledRegions: goods.controlledRegions,
      controlledGroups: goods.controlledGroups,
    })
    .from(goods)
    .where(and(eq(goods.isControlled, true), eq(goods.onSale, true)))
    .orderBy(goods.id);
  return rows.filter((g) => canSeeControlled(g, seer) && !canSeeControlled(g, blind)).map((g) => g.id);
}

export function isSorted<T>(values: T[], compare: (a: T, b: T) => number) {
  return values.every((value, i) => i === 0 || compare(values[i - 1], value) <= 0);
}
