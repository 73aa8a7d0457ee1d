import { describe, expect, it } from 'vitest';
import type { CategoryTreeNode } from '../api/types';
import { categoryChoices, categoryTrail } from './category';

const node = (
  id: number,
  name: string,
  kind: string,
  children: CategoryTreeNode[] = [],
): CategoryTreeNode => ({
  id,
  name,
  kind,
  children,
  logo: '',
  logo1: '',
  level: 1,
});

const TREE = [
  node(1, '中西成药', 'drug', [
    node(2, '感冒发热', 'drug', [node(3, '感冒用药', 'drug'), node(4, '解热镇痛', 'drug')]),
  ]),
  node(58, '中药饮片', 'herbal', [node(59, '补虚药', 'herbal'), node(64, '清热药', 'herbal')]),
];

describe('category filter', () => {
  it('finds the trail from the root', () => {
    expect(categoryTrail(TREE, 3).map((c) => c.name)).toEqual(['中西成药', '感冒发热', '感冒用药']);
    expect(categoryTrail(TREE, 999)).toEqual([]);
  });

  it('offers the children of a branch, the siblings of a leaf, the top without a choice', () => {
    expect(categoryChoices(TREE, undefined).map((c) => c.id)).toEqual([1, 58]);
    expect(categoryChoices(TREE, 2).map((c) => c.id)).toEqual([3, 4]);
    expect(categoryChoices(TREE, 3).map((c) => c.id)).toEqual([3, 4]);
    expect(categoryChoices(TREE, undefined, 'herbal').map((c) => c.id)).toEqual([59, 64]);
    expect(categoryChoices(TREE, 64, 'herbal').map((c) => c.id)).toEqual([59, 64]);
  });
});
