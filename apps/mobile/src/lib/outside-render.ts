import { createRoot } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

/** antd-mobile's Toast and Dialog render outside the tree; React 19 has no ReactDOM.render. */
export function renderOutsideTreeWithReact19() {
  unstableSetRender((node, container) => {
    const holder = container as Element & { _root?: ReturnType<typeof createRoot> };
    holder._root ??= createRoot(container);
    holder._root.render(node);
    return async () => {
      holder._root?.unmount();
      delete holder._root;
    };
  });
}
