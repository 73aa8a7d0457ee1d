import type { ReactNode } from 'react';
import { Segmented } from 'antd';
import type { PromotionState } from '@yaocai/contract';
import { ListPage, type Refreshable } from '../../../components/list-kit/list-page';
import { SectionHeader } from '../../../components/section-header';
import { useSearchUpdate } from '../../../components/list-kit/use-search-update';
import { useCan } from '../../account/api/me';
import { isPromotionState, PROMOTION_TABS, STATE_FILTERS } from '../lib/promotion-labels';
import { NewButton } from '../../../components/new-button';

export interface PromotionListPageProps {
  /** The 新增 button's text and test id; it shows with promotion.update. */
  create: { label: string; testId: string; onClick: () => void };
  /** Left of the toolbar: filters or a line of help. */
  toolbar?: ReactNode;
  /** The list's query: a 刷新 button at the right of the toolbar. */
  refresh?: Refreshable;
  /** A rule the operator should read above the table. */
  notice?: string;
  /** The table. */
  children: ReactNode;
  /** The modal and drawers, outside the card. */
  overlays: ReactNode;
}

/** One page of 促销管理: the section's tabs with 新增, then a card with the toolbar and the table. */
export function PromotionListPage({
  create,
  toolbar,
  refresh,
  notice,
  children,
  overlays,
}: PromotionListPageProps) {
  const can = useCan();
  return (
    <ListPage
      header={
        <SectionHeader
          section="促销管理"
          tabs={PROMOTION_TABS}
          extra={
            can('promotion.update') && (
              <NewButton label={create.label} testId={create.testId} onClick={create.onClick} />
            )
          }
        />
      }
      notice={notice}
      filters={toolbar}
      refresh={refresh}
      overlays={overlays}
    >
      {children}
    </ListPage>
  );
}

/** The promotion state filter (全部/未开始/进行中/已结束), kept in the URL as `state`. */
export function usePromotionStateFilter() {
  const [search, update] = useSearchUpdate();
  const raw = search.get('state');
  const state = isPromotionState(raw) ? raw : undefined;
  const keep = <T extends { state: PromotionState }>(rows: T[] | undefined) =>
    rows?.filter((row) => !state || row.state === state);
  const control = (testId: string) => (
    <Segmented
      value={state ?? 'all'}
      options={STATE_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
      onChange={(key) => update({ state: key === 'all' ? undefined : key })}
      data-testid={testId}
    />
  );
  return { keep, control };
}
