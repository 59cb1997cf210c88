import { z } from 'zod';
import { idString } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Categories (sys types) of one group, e.g. the FLOW_TYPE process categories (host `portal`). */

const typeKey = z.string().trim().min(1).max(64);

/** One category. `icon` is JSON text `{"icon": ..., "color": ...}` as the original platform sends it. */
export const sysTypeNode = z.object({
  id: z.string(),
  name: z.string(),
  /** The category's own key, e.g. 'office'. */
  typeKey: z.string(),
  /** The group it belongs to, e.g. 'FLOW_TYPE'. */
  groupKey: z.string(),
  /** null for a top-level category. */
  parentId: z.string().nullable(),
  sn: z.number().int(),
  icon: z.string().nullable(),
  isParent: z.boolean(),
});
export type SysTypeNode = z.infer<typeof sysTypeNode> & { children?: SysTypeNode[] };

export const sysTypeTree: z.ZodType<SysTypeNode> = sysTypeNode.extend({
  children: z.lazy(() => z.array(sysTypeTree)).optional(),
});

export const getTypesByKey = endpoint({
  host: 'portal', method: 'GET', path: '/sys/sysType/v1/getTypesByKey',
  summary: 'The categories of a group (typeKey=FLOW_TYPE: process categories) as a tree, in display order',
  query: z.object({ typeKey }),
  reply: z.array(sysTypeTree),
});

export const getByParentId = endpoint({
  host: 'portal', method: 'GET', path: '/sys/sysType/v1/getByParentId',
  summary: 'The direct sub-categories of a category, in display order',
  query: z.object({ catId: idString }),
  reply: z.array(sysTypeNode),
});
