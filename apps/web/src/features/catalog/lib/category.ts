import type { CategoryTreeNode } from '../api/types';

/** Root first, the category itself last; empty when it is not in the tree. */
export function categoryTrail(tree: readonly CategoryTreeNode[], id: number | undefined): CategoryTreeNode[] {
  if (id === undefined) return [];
  const walk = (nodes: readonly CategoryTreeNode[], trail: CategoryTreeNode[]): CategoryTreeNode[] | null => {
    for (const node of nodes) {
      const here = [...trail, node];
      if (node.id === id) return here;
      const found = walk(node.children ?? [], here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

/**
 * The categories a list offers to narrow to: the children of the chosen one, or its siblings when it
 * has none; with nothing chosen, the top of the tree (a zone's tree starts at its kind's root).
 */
export function categoryChoices(
  tree: readonly CategoryTreeNode[],
  selected: number | undefined,
  kind?: string,
): CategoryTreeNode[] {
  const top = kind
    ? tree.filter((root) => root.kind === kind).flatMap((root) => root.children ?? [])
    : [...tree];
  const trail = categoryTrail(tree, selected);
  const node = trail[trail.length - 1];
  if (!node) return top;
  if (node.children?.length) return node.children;
  const parent = trail[trail.length - 2];
  return parent ? parent.children : top;
}
