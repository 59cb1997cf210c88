import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/** The application centre (应用中心): app categories and launchable apps (host `portal`). */

/**
 * App modes: 1 router path, 2 external URL, 3 data template `{alias}`, 4 chart `{id, name}`,
 * 5 start a flow on behalf `{id}` (definition id), 9 data visualisation `{alias}`.
 */
export const appModes = [1, 2, 3, 4, 5, 9] as const;

export const app = z.object({
  id: z.string(),
  name: z.string(),
  /** Picture URL, when the app has one instead of an icon. */
  img: z.string().nullable(),
  /** antd-mobile-icons component name, e.g. 'UnorderedListOutline'. */
  icon: z.string().nullable(),
  iconColor: z.string().nullable(),
  mode: z.number().int(),
  /** Mode 1: a path; 2: a URL; 3, 4, 5, 9: JSON text as listed at `appModes`. */
  content: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  enable: z.number().int(),
  sn: z.number().int(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type App = z.infer<typeof app>;

/** A category as the original sends it: `text` and `typeName` both carry the name. */
export interface AppCategory {
  id: string; typeId: string; typeName: string; text: string; pid: string; parentId: string | null;
  isParent: 'true' | 'false'; sn: number; children: AppCategory[]; appList: App[];
}
export const appCategory: z.ZodType<AppCategory> = z.object({
  id: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  text: z.string(),
  /** The parent's id, '0' at the top. */
  pid: z.string(),
  parentId: z.string().nullable(),
  isParent: z.enum(['true', 'false']),
  sn: z.number().int(),
  children: z.lazy(() => z.array(appCategory)),
  appList: z.array(app),
});

export const getApp = endpoint({
  host: 'portal', method: 'GET', path: '/portal/appModel/v1/getApp',
  summary: 'The app categories of a group (typeKey=appType) as a tree, each with the enabled apps the current user may use',
  query: z.object({ typeKey: z.string().trim().min(1).max(64) }),
  reply: z.array(appCategory),
});
