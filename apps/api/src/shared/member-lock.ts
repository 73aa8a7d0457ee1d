import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { namedStatement } from '../db/named-statement';

const memberLock = namedStatement<{ memberId: number }, { id: number }>(
  'lock_member',
  () => sql`select id from members where id = ${sql.placeholder('memberId')} for no key update`,
);

// set_config(…, true) lasts until the transaction ends, whichever way it ends.
const memberLockPlanningOnce = namedStatement<{ memberId: number }, { id: number }>(
  'lock_member_plan_once',
  () => sql`select id, set_config('plan_cache_mode', 'force_generic_plan', true)
    from members where id = ${sql.placeholder('memberId')} for no key update`,
);

/**
 * Serialises one member's cart, order and wallet changes: every such transaction takes this row lock
 * first. FOR NO KEY UPDATE leaves foreign-key checks (KEY SHARE) of other rows unblocked.
 *
 * `planOnce` (the checkout): the rest of the transaction uses generic plans. Its named statements are
 * lookups by key whose best plan does not depend on the values, so PostgreSQL plans each once per
 * connection instead of on every order; left to choose, it re-plans the cart's goods statement
 * (about 1 ms) every time, because a plan for an unknown number of goods looks dearer than one for five.
 */
export async function lockMember(tx: Database, memberId: number, options: { planOnce?: boolean } = {}) {
  await (options.planOnce ? memberLockPlanningOnce : memberLock)(tx, { memberId });
}
