import type { StorewideRule } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';

interface RuleRow {
  id: number;
  name: string;
  rate_permille: number;
  excluded_goods: number[];
  excluded_categories: number[];
  starts_at: string | Date;
  ends_at: string | Date;
}

/**
 * The 全场折扣 rules switched on that have not ended by `now`, with each rule's excluded categories
 * expanded to all their descendants (a goods belongs to a leaf). Whether a rule runs is decided when
 * a price is shown (domain storewideRuleFor), so a cached page still starts or drops the discount on
 * time.
 */
const storewideRules = namedStatement<{ at: string }, RuleRow>('storewide_rules', () => {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  return sql`
    with recursive excluded(rule_id, category_id) as (
      select d.id, unnest(d.excluded_category_ids) from storewide_discounts d where d.is_on and d.ends_at > ${at}
      union
      select e.rule_id, c.id from categories c join excluded e on c.parent_id = e.category_id
    )
    select d.id, d.name, d.rate_permille, d.starts_at, d.ends_at,
      to_json(d.excluded_goods_ids) as excluded_goods,
      coalesce((select json_agg(distinct e.category_id) from excluded e where e.rule_id = d.id), '[]') as excluded_categories
    from storewide_discounts d
    where d.is_on and d.ends_at > ${at}
    order by d.id`;
});

export async function findStorewideRules(db: Database, now: Date): Promise<StorewideRule[]> {
  const rows = await storewideRules(db, { at: now.toISOString() });
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    ratePermille: Number(row.rate_permille),
    excludedGoodsIds: row.excluded_goods.map(Number),
    excludedCategoryIds: row.excluded_categories.map(Number),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));
}
