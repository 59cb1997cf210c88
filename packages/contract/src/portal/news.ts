import { z } from 'zod';
import { commonResult, idString, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/** News and notices (新闻公告) of the plant (host `portal`). */

export const newsTypes = ['news', 'notice'] as const;

/** One attachment in `ffj`: a file of the file service. */
export const newsFile = z.object({ id: idString, name: z.string().min(1).max(255), size: z.number().int().min(0).optional() });
export type NewsFile = z.infer<typeof newsFile>;

/** A list row: no body, a plain-text summary instead. */
export const newsRow = z.object({
  id: z.string(),
  type: z.enum(newsTypes),
  title: z.string(),
  summary: z.string(),
  /** File id of the cover picture. */
  cover: z.string().nullable(),
  /** 1 published (everyone of the tenant reads it), 0 draft (its publisher and administrators only). */
  isPublic: z.number().int(),
  isTop: z.number().int(),
  publisher: z.string(),
  publisherId: z.string().nullable(),
  publishTime: z.string().nullable(),
  createTime: z.string(),
});
export type NewsRow = z.infer<typeof newsRow>;

export const newsDetail = newsRow.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** JSON text of the attachments, `[{id, name, size}]`, as the original platform's `ffj` field. */
  ffj: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

const listQuery = z.object({
  /** 'true': published ones only. Otherwise drafts the caller may see are listed too. */
  isPublic: z.enum(['true', 'false']).optional(),
});
const whitelistNote = 'Properties: title, summary, publisher, publishTime, isTop, createTime. Default order: pinned first, newest first';

export const list = endpoint({
  host: 'portal', method: 'POST', path: '/portal/messageNews/v1/list',
  summary: `Plant news. ${whitelistNote}`,
  query: listQuery, body: queryFilter, reply: pageList(newsRow),
});

export const listNotice = endpoint({
  host: 'portal', method: 'POST', path: '/portal/messageNews/v1/listNotice',
  summary: `Plant notices. ${whitelistNote}`,
  query: listQuery, body: queryFilter, reply: pageList(newsRow),
});

export const getById = endpoint({
  host: 'portal', method: 'GET', path: '/portal/messageNews/v1/getById',
  summary: 'One news item or notice with its sanitised HTML and attachments',
  query: z.object({ id: idString }),
  reply: newsDetail,
});

export const save = endpoint({
  host: 'portal', method: 'POST', path: '/portal/messageNews/v1/save',
  summary: 'Create (no id) or update a news item or notice; administrators only. The HTML is sanitised before it is stored',
  body: z.object({
    id: idString.optional(),
    type: z.enum(newsTypes),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(200_000),
    cover: idString.nullable().optional(),
    ffj: z.array(newsFile).max(20).optional(),
    isPublic: z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0)),
    isTop: z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0)).optional(),
  }),
  reply: commonResult(z.string()),
});
