import { z } from 'zod';
import { pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/**
 * Per-field change history of business-object records: one row per changed value of a save, with who, when,
 * where (main record or a sub-table row) and old → new.
 */
export const changeRow = z.object({
  id: z.string(),
  refId: z.string(),
  /** The record's revision this save made. */
  rev: z.number().int(),
  /** 'main', or the key of the sub-table the row belongs to. */
  entity: z.string(),
  /** The sub-table row's id_, null for the main record. */
  rowId: z.string().nullable(),
  /** 'set' a value changed, 'add' a sub-table row added, 'remove' one removed, 'copy' the record made as a copy of `oldValue`'s id. */
  kind: z.enum(['set', 'add', 'remove', 'copy']),
  field: z.string(),
  label: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  userId: z.string(),
  userName: z.string(),
  modifyTime: z.string(),
});
export type ChangeRow = z.infer<typeof changeRow>;

export const listJson = endpoint({
  host: 'form', method: 'POST', path: '/bpm/boDataModifyRecord/v1/listJson',
  summary: 'Change history of a template\'s records (filter refId to one record), newest first unless sorted',
  body: queryFilter.extend({ templateKey: z.string().min(1).max(64) }),
  reply: pageList(changeRow),
});
