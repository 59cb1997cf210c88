import type { RepairCategory } from '../../../domains/eam-repair/types.js';

/** A fault type with the types under it, for the cascader and the tree page. */
export interface CategoryNode {
  label: string;
  value: string;
  code: string;
  children?: CategoryNode[];
}

/**
 * The fault types, given flat with their parentId, as a tree in the order given (the server sends parents
 * first, in sort order). A type whose parent is missing is a root, so no type is lost.
 */
export function categoryTree(categories: readonly RepairCategory[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(categories.map((c) => [c.id, { label: c.name, value: c.id, code: c.code }]));
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids from the top down to `id` (the cascader's value), or [] when it is not a known type. */
export function pathTo(categories: readonly RepairCategory[], id: string | undefined): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: string[] = [];
  for (let c = id ? byId.get(id) : undefined; c && !path.includes(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) path.unshift(c.id);
  return path;
}
