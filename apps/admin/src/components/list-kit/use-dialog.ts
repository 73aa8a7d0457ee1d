import { useState } from 'react';
import { App } from 'antd';

/** A TanStack mutation as a dialog submits to it. */
interface Submittable<V> {
  isPending: boolean;
  mutateAsync: (variables: V, options: { onSuccess: () => void }) => Promise<unknown>;
}

/**
 * A modal or drawer opened on one record (or `true` for one with none): `target` is what it shows,
 * null when closed; `closesWith(text)` is a mutation's options that, once it succeeds, say `text`
 * in the message bar and close the dialog; `submitsTo` is a modal's pending / onCancel / onSubmit.
 */
export function useDialog<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const { message } = App.useApp();
  const closesWith = (text: string) => ({
    onSuccess: () => {
      void message.success(text);
      setTarget(null);
    },
  });
  return {
    target,
    open: (next: T) => setTarget(() => next),
    close: () => setTarget(null),
    closesWith,
    /** The modal's wiring: what it submits becomes the mutation's variables; on success `done` is said and it closes. */
    submitsTo: <Input, V>(
      mutation: Submittable<V>,
      variablesOf: (input: Input, target: T) => V,
      done: string | ((target: T) => string),
    ) => ({
      pending: mutation.isPending,
      onCancel: () => setTarget(null),
      onSubmit: (input: Input) =>
        mutation.mutateAsync(
          variablesOf(input, target!),
          closesWith(typeof done === 'function' ? done(target!) : done),
        ),
    }),
  };
}
