import { formDataApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

export interface ExportInput {
  templateKey: string;
  /** The fields to export, by key, in order. */
  fields: readonly string[];
  /** `page`: the first page of the list as it is filtered; `all`: every row the filter gives. */
  getType: 'page' | 'all';
  /** The list's filter (search, panel, scope) as the list sends it. */
  filter: QueryFilter;
}

/** Base64 of the comma-joined field names (the original's `expField`); keys are ASCII. */
const expFieldOf = (fields: readonly string[]) => btoa(fields.join(','));

/**
 * POST /form/dataTemplate/v1/export: the records as an xlsx file (dictionary labels, the list's filters and the
 * caller's rows applied), as a Blob; the caller saves it. A refusal shows in red (the catalogue).
 */
export const exportData = async (p: ExportInput, signal?: AbortSignal): Promise<Blob> =>
  (await call(formDataApi.exportData, {
    query: { formKey: p.templateKey, getType: p.getType, expField: expFieldOf(p.fields) },
    body: p.filter, responseType: 'blob', signal, parallel: true,
  })) as unknown as Blob;

/** Saves a Blob as a file of `name` through the browser's download. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
