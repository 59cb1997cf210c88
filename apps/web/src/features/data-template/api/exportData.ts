import { formDataApi, type QueryFilter } from '@wp/contract';
import { download } from '../../../lib/http/client.js';
import { dateTime } from '../../../lib/time.js';

export interface ExportInput {
  templateKey: string;
  /** The fields to export, by key, in order. */
  fields: readonly string[];
  /** `page`: the first page of the list as it is filtered; `all`: every row the filter gives. */
  getType: 'page' | 'all';
  /** The list's filter (search, panel, scope) as the list sends it. */
  filter: QueryFilter;
  /** The name the file is saved under. */
  fileName: string;
}

/** The saved file's name: the template's and today's date where the user is ('化验数据-2026-11-20.xlsx'). */
export const exportFileName = (name: string, now = new Date()) => `${name}-${dateTime(now.toISOString()).slice(0, 10)}.xlsx`;

/** Base64 of the comma-joined field names (the original's `expField`); keys are ASCII. */
const expFieldOf = (fields: readonly string[]) => btoa(fields.join(','));

/**
 * POST /form/dataTemplate/v1/export: the records as an xlsx file (dictionary labels, the list's filters and the
 * caller's rows applied), saved under `fileName`; answers its name and size. No overlay: the sheet shows its own
 * progress. A refusal shows in red (the catalogue).
 */
export const exportData = (p: ExportInput) =>
  download(formDataApi.exportData, {
    query: { formKey: p.templateKey, getType: p.getType, expField: expFieldOf(p.fields) },
    body: p.filter, fileName: p.fileName, overlay: false,
  });
