import { z } from 'zod';
import { commonResult, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { templateButtons } from './template.js';

/** Record operations of data templates beyond add / edit / delete: drafts, copies, batch updates, button rights. */

const templateKey = z.string().min(1).max(64);
const recordId = z.string().min(1).max(64);

/** A server draft: the form's values as they were, kept for the user and template until saved or removed. */
export const draft = z.object({
  id: z.string(), templateKey: z.string(), title: z.string(),
  /** The record the draft edits; null for a new record. */
  refId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createTime: z.string(), updateTime: z.string(),
});
export type Draft = z.infer<typeof draft>;

export const boSaveDraft = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/boSaveDraft',
  summary: 'Keep a draft of a form (new, or `id` to replace one of the caller\'s): filled values are checked, nothing is required; boSave?delDraftId= removes it',
  body: z.object({
    templateKey, id: z.string().max(64).optional(), refId: z.string().max(64).optional(),
    title: z.string().trim().max(200).optional(),
    data: z.record(z.string(), z.unknown()),
  }),
  reply: commonResult(z.object({ id: z.string(), title: z.string(), updateTime: z.string() })),
});

export const getMyDraftList = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/getMyDraftList',
  summary: 'The caller\'s drafts of a template, newest first',
  body: queryFilter.extend({ templateKey }),
  reply: pageList(draft),
});

export const removeTempDraft = endpoint({
  host: 'form', method: 'DELETE', path: '/form/dataTemplate/v1/removeTempDraft',
  summary: 'Remove drafts of the caller (ids comma-separated)',
  query: z.object({ ids: z.string().min(1).max(5000) }),
  reply: commonResult(z.null()),
});

export const boCopy = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/boCopy',
  summary: 'Copy records (with their sub-table rows) to new records at revision 1; the history of each copy names its source',
  body: z.object({ templateKey, ids: z.array(recordId).min(1).max(100) }),
  reply: commonResult(z.array(z.object({ from: z.string(), id: z.string(), rev: z.number().int() }))),
});

export const boBatchUpdate = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/boBatchUpdate/:boAlias',
  summary: 'Set one or more fields of the selected records, each at the revision it was read (409 otherwise); all or nothing, with change history',
  body: z.object({
    templateKey,
    records: z.array(z.object({ id: recordId, rev: z.number().int() })).min(1).max(500),
    values: z.record(z.string(), z.unknown()),
  }),
  reply: commonResult(z.array(z.object({ id: z.string(), rev: z.number().int() }))),
});

export const getDataTemplateButtonPermission = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/getDataTemplateButtonPermission',
  summary: 'What the caller may do on a template: every button (configured or not) and every list column, true when allowed',
  query: z.object({ templateKey }),
  reply: commonResult(z.object({
    buttons: z.record(z.enum(templateButtons), z.boolean()),
    columns: z.record(z.string(), z.boolean()),
  })),
});
