import { describe, expect, it } from 'vitest';
import { categoryTree, pathTo } from './category-tree.js';
import { categories } from './test/fixtures.js';

describe('the fault type tree', () => {
  it('nests the flat list by parentId in the order given, an orphan as a root', () => {
    const tree = categoryTree([...categories, { id: 'c-lost', parentId: 'c-gone', code: 'X', name: '孤立', hierarchyName: '孤立', sort: 9 }]);
    expect(tree.map((n) => n.label)).toEqual(['机械', '电气', '孤立']);
    expect(tree[0].children?.map((n) => [n.label, n.value, n.code])).toEqual([['泵类', 'c-pump', 'PUMP']]);
    expect(tree[1].children).toBeUndefined();
  });

  it('gives the path from the top to a type, and none for an unknown one', () => {
    expect(pathTo(categories, 'c-pump')).toEqual(['c-mech', 'c-pump']);
    expect(pathTo(categories, 'c-elec')).toEqual(['c-elec']);
    expect(pathTo(categories, 'nope')).toEqual([]);
    expect(pathTo(categories, undefined)).toEqual([]);
    // A cycle in bad data ends rather than loops.
    expect(pathTo([{ ...categories[0], parentId: 'c-pump' }, categories[1]], 'c-pump')).toEqual(['c-mech', 'c-pump']);
  });
});
