import type { ReactNode } from 'react';
import { Alert, Button, Card } from 'antd';
import { PageBody } from '../page-header';

/** A list's query as the 刷新 button needs it. */
export interface Refreshable {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * A console list page: its header (tabs, 新增), then a card with an optional notice, the toolbar
 * (filters on the left, 刷新 on the right) and the table; modals and drawers sit outside the card.
 */
export function ListPage({
  header,
  notice,
  filters,
  refresh,
  children,
  overlays,
}: {
  header: ReactNode;
  /** A rule the operator should read above the table. */
  notice?: string;
  filters?: ReactNode;
  refresh?: Refreshable;
  children: ReactNode;
  overlays?: ReactNode;
}) {
  return (
    <>
      {header}
      <PageBody>
        <Card className="table-card">
          {notice && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={notice} />}
          {(filters || refresh) && (
            <div className="table-toolbar">
              <div className="toolbar-filters">{filters}</div>
              {refresh && <RefreshButton list={refresh} />}
            </div>
          )}
          {children}
        </Card>
      </PageBody>
      {overlays}
    </>
  );
}

export function RefreshButton({ list }: { list: Refreshable }) {
  return (
    <Button onClick={() => void list.refetch()} loading={list.isFetching}>
      刷新
    </Button>
  );
}
