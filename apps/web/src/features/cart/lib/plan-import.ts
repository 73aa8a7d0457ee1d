import { PLAN_ROW_STATUSES, type PlanImportAnswer, type PlanRow, type PlanRowStatus } from '@yaocai/contract';

export const PLAN_STATUS_TAGS: Record<PlanRowStatus, { label: string; color: string }> = {
  matched: { label: '可加入', color: 'success' },
  ambiguous: { label: '待选择', color: 'warning' },
  not_found: { label: '未找到', color: 'default' },
  not_allowed: { label: '不可购买', color: 'error' },
  bad_quantity: { label: '数量有误', color: 'volcano' },
};

/** The tag of a row: a matched row of a real run has been added. */
export function planStatusTag(row: Pick<PlanRow, 'status'>, dryRun: boolean) {
  if (row.status === 'matched' && !dryRun) return { label: '已加入', color: 'success' };
  return PLAN_STATUS_TAGS[row.status];
}

export function countByStatus(rows: readonly Pick<PlanRow, 'status'>[]): Record<PlanRowStatus, number> {
  const counts: Record<PlanRowStatus, number> = {
    matched: 0,
    ambiguous: 0,
    not_found: 0,
    not_allowed: 0,
    bad_quantity: 0,
  };
  for (const r of rows) counts[r.status] += 1;
  return counts;
}

/** The line above the preview: what the plan holds, or what went into the cart. */
export function planSummary(answer: PlanImportAnswer): string {
  const c = countByStatus(answer.rows);
  const rest = (['ambiguous', 'not_found', 'not_allowed', 'bad_quantity'] as const)
    .filter((s) => c[s] > 0)
    .map((s) => `${PLAN_ROW_STATUSES[s]} ${c[s]}`);
  if (answer.dry_run === 0) {
    return `已加入购物车 ${answer.added} 种商品${rest.length ? `；未加入：${rest.join('，')}` : ''}`;
  }
  return `共 ${answer.rows.length} 行：可加入 ${c.matched}${rest.length ? `，${rest.join('，')}` : ''}`;
}

export type PlanFilter = 'all' | PlanRowStatus;

/** The filter's choices: every status the plan has, with its count (the plan's order is kept). */
export function planFilters(rows: readonly PlanRow[], dryRun: boolean) {
  const c = countByStatus(rows);
  return [
    { value: 'all' as PlanFilter, label: `全部 ${rows.length}` },
    ...(Object.keys(c) as PlanRowStatus[])
      .filter((s) => c[s] > 0)
      .map((s) => ({
        value: s as PlanFilter,
        label: `${planStatusTag({ status: s }, dryRun).label} ${c[s]}`,
      })),
  ];
}

export function filterPlanRows(rows: readonly PlanRow[], filter: PlanFilter): PlanRow[] {
  return filter === 'all' ? [...rows] : rows.filter((r) => r.status === filter);
}

/** A pick only counts for a row that offers it as a candidate. */
export function keptChoices(
  choices: Record<number, number>,
  answer: PlanImportAnswer | null,
): Record<number, number> {
  if (!answer) return {};
  const kept: Record<number, number> = {};
  for (const row of answer.rows) {
    const pick = choices[row.row];
    const offered = row.candidates.some((c) => c.id === pick) || row.goods_id === pick;
    if (pick !== undefined && offered) kept[row.row] = pick;
  }
  return kept;
}
