import { useState } from 'react';
import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';

interface Named {
  id: number;
  name: string;
}

/**
 * The editing state of a promotion list whose rows switch on and off (满额返现, 领券中心, 全场折扣): the row in
 * the modal, the row whose switch is saving, and the save and switch with their messages, e.g.
 * 返现活动“…”已新增 / 已保存 / 已启用 / 已停用.
 */
export function useSwitchableEditor<V extends Named, I extends { name: string }>(
  save: UseMutationResult<unknown, Error, { id: number | null; input: I }>,
  options: { noun: string; switched: (row: V, on: boolean) => I; words?: [on: string, off: string] },
) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<V | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const { noun, switched, words = ['启用', '停用'] } = options;

  const submit = (input: I) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    return save.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(`${noun}“${input.name}”${id === null ? '已新增' : '已保存'}`);
          setEditing(null);
        },
      },
    );
  };

  const onSwitch = (row: V, on: boolean) => {
    setSwitching(row.id);
    save.mutate(
      { id: row.id, input: switched(row, on) },
      {
        onSuccess: () => void message.success(`${noun}“${row.name}”已${on ? words[0] : words[1]}`),
        onSettled: () => setSwitching(null),
      },
    );
  };

  return { editing, setEditing, switching, submit, onSwitch };
}
