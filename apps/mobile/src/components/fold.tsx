import type { ReactNode } from 'react';
import '../styles/fold.css';

/**
 * A panel that opens and closes under its title (批次, 说明书 on the goods page): the browser's own
 * details/summary, in place of antd-mobile's Collapse and its animation library (issue 25).
 */
export function Fold({ title, open, children }: { title: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details className="fold" open={open}>
      <summary className="fold-title">{title}</summary>
      <div className="fold-body">{children}</div>
    </details>
  );
}
