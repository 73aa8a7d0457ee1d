import { useState } from 'react';
import { App } from 'antd';
import { savedText, usePromotionEditor, type PromotionSave } from './use-promotion-editor';

interface Named {
  id: number;
  name: string;
}

/**
 * The editing state of a promotion list whose rows switch on and off (满额返现, 领券中心, 全场折扣): the
 * promotion editor plus the row whose switch is saving, with its message, e.g. 返现活动“…”已启用 / 已停用.
 */
export function useSwitchableEditor<V extends Named, I extends { name: string }>(
  save: PromotionSave<I>,
  options: { noun: string; switched: (row: V, on: boolean) => I; words?: [on: string, off: string] },
) {
  const { message } = App.useApp();
  const { noun, switched, words = ['启用', '停用'] } = options;
  const editor = usePromotionEditor<V, I>(save, (input, created) => savedText(noun, input.name, created));
  const [switching, setSwitching] = useState<number | null>(null);

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

  return { ...editor, switching, onSwitch };
}
