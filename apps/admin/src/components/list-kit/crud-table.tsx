import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { rowTestId } from './row-test-id';

/** A list paged by the server: the current page, its size and the total. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the pager counts: 共 N 条 unless given (个会员, 篇文章…). */
  unit?: string;
}

/** A list the API sends whole: 20 rows a page, no pager for one page. */
const CLIENT_PAGING = { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } as const;

/** The 操作 column: `render` draws a row's buttons. */
export function actionsColumn<T>(
  render: (row: T) => ReactNode,
  { width = 150, fixed = true }: { width?: number; fixed?: boolean } = {},
): TableColumnsType<T>[number] {
  return {
    title: '操作',
    key: 'actions',
    width,
    fixed: fixed ? 'right' : undefined,
    render: (_, row) => render(row),
  };
}

/**
 * A console list table: rows keyed by id, named for browser tests (`testIdOf`), the empty text, a
 * horizontal scroll width, and paging by the server (`paging`), none, or 20 rows a page over the whole list.
 */
export function CrudTable<T extends { id: number | string }>({
  rows,
  columns,
  loading,
  emptyText,
  testIdOf,
  scrollX,
  paging,
  totalUnit,
  expandable,
  size = 'middle',
}: {
  rows: readonly T[] | undefined;
  columns: TableColumnsType<T>;
  loading: boolean;
  emptyText: string;
  testIdOf?: (row: T) => string;
  scrollX?: number;
  /** The server's paging, or `'whole'`: every row on one page without a pager (short lists). */
  paging?: ServerPaging | 'whole';
  /** With client paging: the pager's 共 N …, shown only when given. */
  totalUnit?: string;
  expandable?: TableProps<T>['expandable'];
  /** `small` inside a drawer. */
  size?: 'small' | 'middle';
}) {
  return (
    <Table<T>
      rowKey="id"
      size={size}
      columns={columns}
      dataSource={rows as T[] | undefined}
      loading={loading}
      scroll={scrollX ? { x: scrollX } : undefined}
      pagination={
        paging === 'whole'
          ? false
          : paging
            ? {
                current: paging.page,
                pageSize: paging.pageSize,
                total: paging.total,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} ${paging.unit ?? '条'}`,
                onChange: paging.onPage,
              }
            : { ...CLIENT_PAGING, showTotal: totalUnit ? (total) => `共 ${total} ${totalUnit}` : undefined }
      }
      locale={{ emptyText }}
      onRow={testIdOf && ((row) => rowTestId(testIdOf(row)))}
      expandable={expandable}
    />
  );
}

/**
 * A table's fixed props: rows named `${rowPrefix}-${key}` for browser tests (the id unless `keyOf` says
 * otherwise), its scroll width, its empty text.
 */
export const tableLook = <T extends { id: number | string }>(
  rowPrefix: string,
  scrollX: number,
  emptyText: string,
  keyOf: (row: T) => number | string = (row) => row.id,
) => ({
  testIdOf: (row: T) => `${rowPrefix}-${keyOf(row)}`,
  scrollX,
  emptyText,
});

type Look<T> = Pick<
  Parameters<typeof CrudTable<T & { id: number | string }>>[0],
  'scrollX' | 'emptyText' | 'totalUnit'
> & {
  testIdOf: (row: T) => string;
  expandable?: TableProps<T>['expandable'];
};

/**
 * A list table as configuration: its columns from the page's handlers (`actions`: may the staff member
 * update, what to do on 编辑, …) and its look; the component takes the rows, `loading`, the server's
 * paging (if any) and the handlers.
 */
export function tableOf<T extends { id: number | string }, Actions>(
  columns: (actions: Actions) => TableColumnsType<T>,
  look: Look<T>,
) {
  return function ListTable({
    rows,
    loading,
    paging,
    ...actions
  }: Actions & { rows?: readonly T[]; loading: boolean; paging?: ServerPaging }) {
    return (
      <CrudTable<T>
        rows={rows}
        columns={columns(actions as Actions)}
        loading={loading}
        paging={paging}
        {...look}
      />
    );
  };
}

/**
 * A small table of a record's parts (an order's lines or invoices, a delivery's attempts, a draw's
 * prizes): every row, no pager; other antd props pass through.
 */
export function PartsTable<T extends { id: number | string }>({
  rows,
  ...props
}: { rows: readonly T[] | undefined } & Omit<
  TableProps<T>,
  'rowKey' | 'size' | 'pagination' | 'dataSource'
>) {
  return (
    <Table<T> rowKey="id" size="small" pagination={false} dataSource={rows as T[] | undefined} {...props} />
  );
}
