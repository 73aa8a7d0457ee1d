import { useState } from 'react';
import { App } from 'antd';

/**
 * A modal or drawer opened on one record (or `true` for one with none): `target` is what it shows,
 * null when closed; `closesWith(text)` is a mutation's options that, once it succeeds, say `text`
 * in the message bar and close the dialog.
 */
export function useDialog<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const { message } = App.useApp();
  return {
    target,
    open: (next: T) => setTarget(() => next),
    close: () => setTarget(null),
    closesWith: (text: string) => ({
      onSuccess: () => {
        void message.success(text);
        setTarget(null);
      },
    }),
  };
}
