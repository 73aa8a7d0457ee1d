import { App } from 'antd';
import { useDialog } from '../../../components/list-kit/use-dialog';

interface Mutation<V> {
  isPending: boolean;
  variables?: V;
  mutateAsync: (variables: V, options: { onSuccess: () => void }) => Promise<unknown>;
}

/**
 * The 新增 / 编辑 / 删除 of a content list (文章, 广告): the dialog's target (`idOf` says which record it
 * edits, null for a new one), its save with 已新增 / 已保存 words, and 删除 with the record's title.
 */
export function useContentEditor<E, I>(
  save: Mutation<{ id: number | null; input: I }>,
  remove: Mutation<number>,
  {
    idOf,
    noun,
    created,
    saved,
  }: { idOf: (target: E) => number | null; noun: string; created: string; saved: string },
) {
  const { message } = App.useApp();
  const editing = useDialog<E>();
  return {
    editing,
    submit: (input: I) => {
      const id = editing.target === null ? null : idOf(editing.target);
      return save.mutateAsync({ id, input }, editing.closesWith(id === null ? created : saved));
    },
    drop: (row: { id: number; title: string }) =>
      remove
        .mutateAsync(row.id, { onSuccess: () => void message.success(`${noun}“${row.title}”已删除`) })
        // http.ts has shown the refusal; the confirmation just closes.
        .catch(() => undefined),
    busyId: remove.isPending ? (remove.variables ?? null) : null,
  };
}
