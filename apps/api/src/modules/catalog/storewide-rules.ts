import type { StorewideRule } from '@yaocai/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';

/** One rule as storewideRulesJson gives it. */
export interface StorewideRuleJson {
  id: number;
  name: string;
  rate_permille: number;
  excluded_goods: number[];
  excluded_categories: number[];
  starts_at: string;
  ends_at: string;
}

/**
 * The 全场折扣 rules switched on that have not ended by `at`, as one json array (a scalar subquery, so
 * a bigger statement can read them alongside what it reads: the cart's goods statement does), with
 * each rule's excluded categories expanded to all their descendants (a goods belongs to a leaf).
 */
export function storewideRulesJson(at: SQLWrapper) {
  return sql`(with recursive excluded(rule_id, category_id) as (
      select d.id, unnest(d.excluded_category_ids) from storewide_discounts d where d.is_on and d.ends_at > ${at}
      union
      select e.rule_id, c.id from categories c join excluded e on c.parent_id = e.category_id
    )
    select coalesce(json_agg(json_build_object(
        'id', d.id, 'name', d.name, 'rate_permille', d.rate_permille, 'starts_at', d.starts_at, 'ends_at', d.ends_at,
        'excluded_goods', to_json(d.excluded_goods_ids),
        'excluded_categories',
          coalesce((select json_agg(distinct e.category_id) from excluded e where e.rule_id = d.id), '[]')
      ) order by d.id), '[]')
    from storewide_discounts d
    where d.is_on and d.ends_at > ${at})`;
}

export function toStorewideRules(rules: StorewideRuleJson[]): StorewideRule[] {
  return rules.map((rule) => ({
    id: Number(rule.id),
    name: rule.name,
    ratePermille: Number(rule.rate_permille),
    excludedGoodsIds: (rule.excluded_goods ?? []).map(Number),
    excludedCategoryIds: rule.excluded_categories.map(Number),
    startsAt: new Date(rule.starts_at),
    endsAt: new Date(rule.ends_at),
  }));
}

const storewideRules = namedStatement<{ at: string }, { rules: StorewideRuleJson[] | string }>(
  'storewide_rules',
  () => sql`select ${storewideRulesJson(sql`${sql.placeholder('at')}::timestamptz`)} as rules`,
);

/**
 * The 全场折扣 rules of storewideRulesJson. Whether a rule runs is decided when a price is shown
 * (domain storewideRuleFor), so a cached page still starts or drops the discount on time.
 */
export async function findStorewideRules(db: Database, now: Date): Promise<StorewideRule[]> {
  const [row] = await storewideRules(db, { at: now.toISOString() });
  const rules = row?.rules ?? [];
  return toStorewideRules(typeof rules === 'string' ? (JSON.parse(rules) as StorewideRuleJson[]) : rules);
}
