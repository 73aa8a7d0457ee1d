import type { ReactNode } from 'react';
import { Radio, type TableColumnsType } from 'antd';
import { SearchToolbar } from '../../../components/search-toolbar';
import { CrudTable, type ServerPaging } from '../../../components/list-kit/crud-table';
import type { useListQuery } from '../../../components/list-kit/use-list-query';

/** What the service pages' list query gives the filter bar and the table. */
type ListState<T> = Pick<ReturnType<typeof useListQuery>, 'update'> & {
  query: { isFetching: boolean; refetch: () => unknown };
  tableProps: () => { rows: readonly T[] | undefined; loading: boolean; paging: ServerPaging };
};

/**
 * The body of a 求购与反馈 list: a state filter (全部 first, a count beside a state that has some) and
 * the keyword search, both kept in the URL and going back to page 1, then the paged table.
 */
export function ServiceList<T extends { id: number }>({
  list: { update, query, tableProps },
  param,
  value,
  states,
  placeholder,
  testIds,
  columns,
  scrollX,
  emptyText,
}: {
  list: ListState<T>;
  /** The URL parameter of the state filter. */
  param: string;
  value: string | undefined;
  states: readonly { value: string; label: string; count?: number }[];
  placeholder: string;
  /** The filter's and the search's test ids, and the rows' prefix (`${row}-${id}`). */
  testIds: { filter: string; search: string; row: string };
  columns: TableColumnsType<T>;
  scrollX: number;
  emptyText: string;
}) {
  return (
    <>
      <Radio.Group
        value={value ?? 'all'}
        optionType="button"
        onChange={(e) =>
          update({ [param]: e.target.value === 'all' ? undefined : String(e.target.value), page: undefined })
        }
        options={[
          { value: 'all', label: '全部' },
          ...states.map((s) => ({ value: s.value, label: s.count ? `${s.label}（${s.count}）` : s.label })),
        ]}
        style={{ marginBottom: 16 }}
        data-testid={testIds.filter}
      />
      <SearchToolbar placeholder={placeholder} testId={testIds.search} query={query} />
      <CrudTable<T>
        {...tableProps()}
        columns={columns}
        scrollX={scrollX}
        emptyText={emptyText}
        testIdOf={(row) => `${testIds.row}-${row.id}`}
      />
    </>
  );
}

/** The 会员 / 公司 column: the company, then the username and a phone (`phoneOf`). */
export function memberColumn<T extends { member: { company: string; username: string } }>(
  width: number,
  phoneOf: (row: T) => ReactNode,
): TableColumnsType<T>[number] {
  return {
    title: '会员 / 公司',
    key: 'member',
    width,
    ellipsis: true,
    render: (_, row) => (
      <div>
        <div className="nowrap">{row.member.company}</div>
        <div className="muted">
          {row.member.username}
          {phoneOf(row)}
        </div>
      </div>
    ),
  };
}
