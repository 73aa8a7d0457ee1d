import { Select, Space } from 'antd';
import type { ListParams } from './use-list-query';

/** A Select's options from a value → label table (the contract's `…_NAMES` and `…_LABELS`). */
export const namedOptions = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

export interface QuickFilter {
  /** The URL search param (and API query field) the select sets. */
  name: string;
  placeholder: string;
  names: Readonly<Record<string, string>>;
  width?: number;
  testId?: string;
}

/** Selects above a list that filter it at once (no 查询 button): one per search param. */
export function QuickFilters({
  filters,
  list,
}: {
  filters: readonly QuickFilter[];
  list: Pick<ListParams, 'search' | 'filter'>;
}) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {filters.map((f) => (
        <Select
          key={f.name}
          allowClear
          placeholder={f.placeholder}
          style={{ width: f.width ?? 140 }}
          value={list.search.get(f.name) ?? undefined}
          onChange={(value?: string) => list.filter({ [f.name]: value })}
          options={namedOptions(f.names)}
          data-testid={f.testId}
        />
      ))}
    </Space>
  );
}
