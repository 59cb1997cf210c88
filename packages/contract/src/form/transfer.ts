import { z } from 'zod';
import { commonResult, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/**
 * Moving a data template's records in and out as xlsx: export (streamed, the list's filters and rights applied,
 * dictionary labels, formula-looking text kept as text) and a two-step import (dry run with a per-cell report,
 * then a commit of every row in one transaction or of none), with a log of past imports.
 */

export const exportData = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/export',
  summary: 'The records of a data template as an xlsx file: the list\'s filters (body) and the caller\'s rows, chosen fields with their labels, dictionary labels instead of codes',
  query: z.object({
    /** The template alias (the original's name for it). */
    formKey: z.string().min(1).max(64),
    /** `page`: the one page the body names; anything else: every row. */
    getType: z.string().max(10).optional(),
    /** Limit to the rows of one of the template's filters (filterField key) the caller holds. */
    filterKey: z.string().max(64).optional(),
    /** Base64 of the comma-joined field names to export; the template's export (else list) fields when absent. */
    expField: z.string().max(20000).optional(),
  }),
  body: queryFilter.optional(),
  /** The xlsx file (binary, Content-Disposition attachment). */
  reply: z.any(),
});

/** One broken cell of an import: its sheet row (the header is row 1), the field and the message. */
export const importError = z.object({ row: z.number().int(), field: z.string(), label: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/** An import: `checked` (dry run passed, ready to commit), `failed` (cells broke rules), `committed`. */
export const importReport = z.object({
  id: z.string(),
  templateKey: z.string(),
  fileName: z.string(),
  status: z.enum(['checked', 'failed', 'committed']),
  /** Data rows of the sheet, rows that passed every rule, rows with at least one error. */
  total: z.number().int(), ok: z.number().int(), failed: z.number().int(),
  /** The first errors (at most 1000; `failed` counts them all); the full list is in the report file. */
  errors: z.array(importError),
  userId: z.string(), userName: z.string(),
  createTime: z.string(), commitTime: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReport>;

export const importData = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/import',
  summary: 'Dry run of an xlsx import (multipart field "file"; header row of field labels or keys): every cell checked by the form\'s rules, nothing stored but the report',
  query: z.object({ templateKey: z.string().min(1).max(64) }),
  reply: commonResult(importReport),
});

export const importReportFile = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/importReport/:id',
  summary: 'The imported sheet as xlsx with an error column naming every broken cell of each row',
  /** The xlsx file (binary). */
  reply: z.any(),
});

export const importCommit = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/importCommit',
  summary: 'Store every row of a checked import in one transaction (refused when any row failed or it is already stored)',
  query: z.object({ id: z.string().min(1).max(64) }),
  reply: commonResult(z.object({ id: z.string(), inserted: z.number().int() })),
});

export const importLogList = endpoint({
  host: 'form', method: 'POST', path: '/form/formDataImportLog/v1/listJson',
  summary: 'Past imports of a data template with their reports, newest first unless sorted',
  body: queryFilter.extend({ templateKey: z.string().min(1).max(64) }),
  reply: pageList(importReport),
});
