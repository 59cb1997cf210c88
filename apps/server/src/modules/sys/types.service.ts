import type { SysTypeNode } from '@wp/contract';
import type { SysTypeTable } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import type { TypesRepository } from './types.repository.js';

const toNode = (row: SysTypeTable, isParent: boolean): SysTypeNode => ({
  id: row.id, name: row.name, typeKey: row.code, groupKey: row.type_key, parentId: row.parent_id, sn: row.sn, icon: row.icon, isParent,
});

/** Categories of a group (FLOW_TYPE for processes) in one tenant: as a tree, as children of one, by id. */
export function createTypesService(repo: TypesRepository) {
  return {
    /** The categories of a group as a tree in display order; a category whose parent is missing becomes a root. */
    async tree(tenantId: string, typeKey: string): Promise<SysTypeNode[]> {
      const rows = await repo.ofGroup(tenantId, typeKey);
      const ids = new Set(rows.map((r) => r.id));
      const kids = new Map<string, SysTypeTable[]>();
      for (const r of rows) if (r.parent_id && ids.has(r.parent_id)) kids.set(r.parent_id, [...(kids.get(r.parent_id) ?? []), r]);
      const build = (row: SysTypeTable, seen: Set<string>): SysTypeNode => {
        // A parent loop in the data must not hang the call: a category is placed once.
        const children = (kids.get(row.id) ?? []).filter((c) => !seen.has(c.id));
        children.forEach((c) => seen.add(c.id));
        const node = toNode(row, children.length > 0);
        return children.length > 0 ? { ...node, children: children.map((c) => build(c, seen)) } : node;
      };
      const roots = rows.filter((r) => !r.parent_id || !ids.has(r.parent_id));
      const seen = new Set(roots.map((r) => r.id));
      return roots.map((r) => build(r, seen));
    },

    /** The direct sub-categories of a category of this tenant; 404 when it is not one. */
    async children(tenantId: string, catId: string): Promise<SysTypeNode[]> {
      if (!(await repo.byId(tenantId, catId))) throw notFound('sys.typeNotFound');
      const rows = await repo.children(tenantId, catId);
      const parents = await repo.withChildren(tenantId, rows.map((r) => r.id));
      return rows.map((r) => toNode(r, parents.has(r.id)));
    },

    /** One category of a group in this tenant, or null. */
    async get(tenantId: string, typeKey: string, id: string): Promise<SysTypeNode | null> {
      const row = await repo.byId(tenantId, id);
      return row && row.type_key === typeKey ? toNode(row, false) : null;
    },
  };
}
export type TypesService = ReturnType<typeof createTypesService>;
