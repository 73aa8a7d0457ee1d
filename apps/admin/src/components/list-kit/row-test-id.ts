import type { HTMLAttributes } from 'react';

/** `onRow` props naming a table row for browser tests (antd's row props type has no data-* keys). */
export function rowTestId(id: string): HTMLAttributes<HTMLElement> {
  return { 'data-testid': id } as HTMLAttributes<HTMLElement>;
}
