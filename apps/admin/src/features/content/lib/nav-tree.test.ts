import { describe, expect, it } from 'vitest';
import { navTree } from './nav-tree';

const item = (id: number, parent_id: number | null) => ({
  id,
  parent_id,
  name: `导航${id}`,
  url: '/',
  is_open: 0,
  sort: id,
});

describe('navTree', () => {
  it('nests children under their top item in the order given, and leaves childless items without children', () => {
    const tree = navTree([item(1, null), item(2, null), item(3, 2), item(4, 2), item(5, null)]);
    expect(tree.map((n) => n.id)).toEqual([1, 2, 5]);
    expect(tree[0]).not.toHaveProperty('children');
    expect(tree[1]?.children?.map((c) => c.id)).toEqual([3, 4]);
  });
});
