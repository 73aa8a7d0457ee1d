import type { StorePolicyView, storePolicyBody } from '@yaocai/contract';
import { formatYuan, shanghaiMonthStart, type StorePolicy } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import * as repo from './store-policy.repository';
import * as stores from './stores.repository';
import type { Viewer } from '../../shared/viewer';

/** Only a chain headquarters has stores to set rules for or orders to approve. */
export async function requireHeadquarters(db: Database, viewer: Viewer, action: string) {
  const hq = await stores.findHeadquarters(db, viewer.memberId);
  if (hq?.kind !== 'chain') throw forbidden(`仅连锁总部可以${action}`);
}

export function policyView(policy: StorePolicy | undefined, spent: number): StorePolicyView {
  const limit = policy?.monthlyLimit ?? null;
  const over = policy?.approvalOver ?? null;
  return {
    monthly_limit: limit === null ? null : formatYuan(limit),
    approval_over: over === null ? null : formatYuan(over),
    month_spent: formatYuan(spent),
    month_left: limit === null ? null : formatYuan(Math.max(0, limit - spent)),
  };
}

/** The rules and this month's purchases of several stores, by store, for /ddgl. */
export async function policyViews(db: Database, storeIds: number[], now = new Date()) {
  const [policies, spent] = [
    await repo.findPolicies(db, storeIds),
    await repo.spentSince(db, storeIds, shanghaiMonthStart(now)),
  ];
  return new Map(storeIds.map((id) => [id, policyView(policies.get(id), spent.get(id) ?? 0)]));
}

/** A headquarters' own store (403 for anyone but a headquarters, 404 for another's store). */
export async function ownStoreForPolicy(db: Database, viewer: Viewer, storeId: number) {
  await requireHeadquarters(db, viewer, '设置门店采购额度');
  const store = await stores.findOwnStore(db, viewer.memberId, storeId);
  if (!store) throw notFound('门店');
}

/** POST /api/user/stores/{id}/policy: a headquarters sets (or clears) one of its stores' rules. */
export async function setStorePolicy(
  db: Database,
  viewer: Viewer,
  storeId: number,
  input: z.output<typeof storePolicyBody>,
  now = new Date(),
): Promise<StorePolicyView> {
  await ownStoreForPolicy(db, viewer, storeId);
  const rules = { monthlyLimit: input.monthly_limit, approvalOver: input.approval_over };
  await repo.savePolicy(db, storeId, rules, now);
  return (await policyViews(db, [storeId], now)).get(storeId)!;
}

/**
 * The rules a store's new order is checked against, with its headquarters and what the store has
 * spent this month (fen); null for a member without rules. Read under the member's row lock by
 * order creation, so parallel orders see each other.
 */
export async function storeOrderRules(db: Database, memberId: number, now: Date) {
  const policy = await repo.findPolicy(db, memberId);
  if (!policy?.headquartersId) return null;
  const spent = await repo.spentSince(db, [memberId], shanghaiMonthStart(now));
  return {
    policy: { monthlyLimit: policy.monthlyLimit, approvalOver: policy.approvalOver },
    headquartersId: policy.headquartersId,
    spent: spent.get(memberId) ?? 0,
  };
}
