import { useState } from 'react';
import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import type { EditorProps } from '../../../components/form-modal';

export type PromotionSave<I> = UseMutationResult<unknown, Error, { id: number | null; input: I }>;

/**
 * The editing state of a promotion list: the row in the modal ('new' for 新增) and its save, which
 * says what was saved (`saved(input, created)`, e.g. 满减活动“…”已新增) and closes the modal; `modal` is
 * what the 新增 / 编辑 modal takes.
 */
export function usePromotionEditor<V extends { id: number }, I>(
  save: PromotionSave<I>,
  saved: (input: I, created: boolean) => string,
) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<V | 'new' | null>(null);

  const submit = (input: I) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(saved(input, id === null));
          setEditing(null);
        },
      },
    );
  };

  const modal: EditorProps<V, I> = {
    editing,
    pending: save.isPending,
    onCancel: () => setEditing(null),
    onSubmit: submit,
  };
  return { editing, setEditing, submit, modal };
}

/** 已新增 / 已保存 after a noun and, when given, the promotion's name in quotes. */
export function savedText(noun: string, name: string | undefined, created: boolean): string {
  return `${noun}${name === undefined ? '' : `“${name}”`}${created ? '已新增' : '已保存'}`;
}
