import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Home layouts (首页布局) for the mobile home page (host `portal`). */

/** Layout type of the mobile home, the only one this product has; the client sends it when caching a choice. */
export const MOBILE_LAYOUT_TYPE = 1;

/** The design payload before base64: the column aliases of the mobile home, in order. */
export const layoutDesign = z.object({ mobileList: z.array(z.string()) });
export type LayoutDesign = z.infer<typeof layoutDesign>;

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

export const myMobileHome = endpoint({
  host: 'portal', method: 'GET', path: '/portal/main/v1/myMobileHome',
  summary: "The current user's mobile home layout: the one they picked, else the default one they may use; null when none",
  reply: commonResult(z.object({ id: z.string(), name: z.string(), designHtml: z.string() }).nullable()),
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
