import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PromotionState } from '@yaocai/contract';
import type { EditorProps } from '../../../components/form-modal';
import { useCan } from '../../account/api/me';
import type { PromotionSave } from '../lib/use-promotion-editor';
import { useSwitchableEditor } from '../lib/use-switchable-editor';
import { PromotionListPage, usePromotionStateFilter } from './promotion-list-page';

interface Named {
  id: number;
  name: string;
}

/** What a switchable promotion table takes: its rows, 编辑 and the switch. */
interface SwitchableTableProps<V> {
  rows?: V[];
  loading: boolean;
  mayUpdate: boolean;
  switching: number | null;
  onEdit: (row: V) => void;
  onSwitch: (row: V, on: boolean) => void;
}

const NO_DELETE = () => ({});

/**
 * A 促销管理 page whose rows switch on and off (满额返现, 全场折扣, 换购, 领券中心) as configuration: its
 * resource, the noun and the input a switch saves, the 新增 button, the rule above the table, an
 * optional state filter (its test id), 刷新, 删除, and the modal and table it shows.
 */
export function switchablePromotionPage<
  V extends Named,
  I extends { name: string },
  D extends object = object,
>(config: {
  resource: { useList: () => UseQueryResult<V[]>; useSave: () => PromotionSave<I> };
  editor: Parameters<typeof useSwitchableEditor<V, I>>[1];
  create: { label: string; testId: string };
  notice?: string;
  stateFilter?: string;
  refresh?: boolean;
  /** 删除's state and handler, handed to the table. */
  useDelete?: () => D;
  Modal: ComponentType<EditorProps<V, I>>;
  Table: ComponentType<SwitchableTableProps<V> & D>;
}) {
  const { resource, editor, create, notice, stateFilter, refresh, Modal, Table } = config;
  const useDelete = config.useDelete ?? (NO_DELETE as () => D);
  return function SwitchablePromotionPage() {
    const states = usePromotionStateFilter();
    const list = resource.useList();
    const save = resource.useSave();
    const can = useCan();
    const removal = useDelete();
    const { setEditing, switching, modal, onSwitch } = useSwitchableEditor<V, I>(save, editor);
    const rows = stateFilter
      ? states.keep(list.data as (V & { state: PromotionState })[] | undefined)
      : list.data;

    return (
      <PromotionListPage
        create={{ ...create, onClick: () => setEditing('new') }}
        toolbar={stateFilter && states.control(stateFilter)}
        notice={notice}
        refresh={refresh ? list : undefined}
        overlays={<Modal {...modal} />}
      >
        <Table
          rows={rows}
          loading={list.isFetching}
          mayUpdate={can('promotion.update')}
          switching={switching}
          onEdit={setEditing}
          onSwitch={onSwitch}
          {...removal}
        />
      </PromotionListPage>
    );
  };
}
