import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';
import { column } from './columns.js';

/** Home layouts (首页布局) for the mobile home page (host `portal`). */

/** Layout type of the mobile home, the only one this product has; the client sends it when caching a choice. */
export const MOBILE_LAYOUT_TYPE = 1;

/** The design payload before base64: the column aliases of the mobile home, in order. */
export const layoutDesign = z.object({ mobileList: z.array(z.string()) });
export type LayoutDesign = z.infer<typeof layoutDesign>;

/**
 * The column aliases of a parsed layout design: the strings of its mobileList, trimmed, once each, in order;
 * none when it has no list. One rule for both sides: the server sends the columns of these, the home shows these.
 */
export function designAliases(design: unknown): string[] {
  const list = design && typeof design === 'object' ? (design as { mobileList?: unknown }).mobileList : undefined;
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter((a): a is string => typeof a === 'string').map((a) => a.trim()).filter(Boolean))];
}

export const layout = z.object({
  id: z.string(),
  name: z.string(),
  memo: z.string().nullable(),
  /** The home kind, 'mobile'; echoed back by cacheUserLayout. */
  type: z.literal('mobile'),
  layoutType: z.number().int(),
  isDefault: z.number().int(),
  /** Base64 of the JSON `{mobileList: [column aliases]}`. */
  designHtml: z.string(),
  /** The layout the user's home shows now. */
  current: z.boolean(),
});
export type Layout = z.infer<typeof layout>;

export const mobileHome = z.object({
  id: z.string(),
  name: z.string(),
  /** Base64 of the JSON `{mobileList: [column aliases]}`. */
  designHtml: z.string(),
  /**
   * The columns of mobileList that exist, in its order, each as getByAlias gives it (display rights for the
   * caller, HTML sanitised): the home shows its columns without a request for each. Not in the spec's reply,
   * which only names the aliases (docs/adr: the home's columns come with its layout).
   */
  columns: z.array(column),
});
export type MobileHome = z.infer<typeof mobileHome>;

export const myMobileHome = endpoint({
  host: 'portal', method: 'GET', path: '/portal/main/v1/myMobileHome',
  summary: "The current user's mobile home layout (the one they picked, else the default one they may use; null when none), with its columns",
  reply: commonResult(mobileHome.nullable()),
});

export const getCurrentAuthLayout = endpoint({
  host: 'portal', method: 'GET', path: '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout',
  summary: 'The home layouts the current user may pick',
  query: z.object({ from: z.literal('mobile') }),
  reply: commonResult(z.array(layout)),
});

export const cacheUserLayout = endpoint({
  host: 'portal', method: 'POST', path: '/portal/main/v1/cacheUserLayout',
  summary: "Remember the current user's choice of home layout",
  body: z.object({
    type: z.literal('mobile').optional(),
    layoutId: idString,
    layoutType: z.literal(MOBILE_LAYOUT_TYPE),
  }),
  reply: commonResult(z.null()),
});
