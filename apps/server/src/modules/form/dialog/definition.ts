import { formDataApi } from '@wp/contract';
import type { CustomDialogTable } from '../../../db/schema.js';
import { invalid } from '../../../platform/errors.js';

type Api = typeof formDataApi.dialog;
/** A dialog as stored: the contract's input with its defaults, field names as configured. */
export type StoredDialog = ReturnType<Api['customDialogInput']['parse']>;
export type TreeDisplay = ReturnType<Api['dialogTreeDisplay']['parse']>;

const api = formDataApi.dialog;

/** The tree fields of a style 1 dialog, or undefined for a list. */
export const treeOf = (d: StoredDialog): TreeDisplay | undefined => (Array.isArray(d.displayfield) ? undefined : d.displayfield);

/** The case rule of the contract: a row carries field `NAME` under `name`. */
export const rowKey = (field: string) => field.toLowerCase();
/** An object (a row, a whitelist) with its keys as rowKey makes them. */
export const withRowKeys = <V>(o: Record<string, V>): Record<string, V> => Object.fromEntries(Object.entries(o).map(([k, v]) => [rowKey(k), v]));

type Named = [path: string, field: string];

/** The displayed fields with where the definition names them: a tree's id, pid and label, or a list's columns. */
function displayedFields(d: StoredDialog): Named[] {
  const shown = d.displayfield;
  return Array.isArray(shown)
    ? shown.map((c, i): Named => [`displayfield.${i}.field`, c.field])
    : (['id', 'pid', 'displayName'] as const).map((k): Named => [`displayfield.${k}`, shown[k]]);
}
const resultFields = (d: StoredDialog) => d.resultfield.map((r, i): Named => [`resultfield.${i}.field`, r.field]);

/** Every field a row of the dialog carries (lower-cased, each once): the displayed, the tree's and the returned fields. */
export function rowFields(d: StoredDialog): string[] {
  return [...new Set([...displayedFields(d), ...resultFields(d)].map(([, field]) => rowKey(field)))];
}

/** The fields the definition names with where it names them, for checking them against a source. */
export function namedFields(d: StoredDialog): Named[] {
  return [
    ...displayedFields(d), ...resultFields(d),
    ...d.sortfield.map((s, i): Named => [`sortfield.${i}.field`, s.field]),
    ...d.conditionfield.map((c, i): Named => [`conditionfield.${i}.field`, c.field]),
  ];
}

/**
 * Parses a definition and checks what the schema alone cannot: a tree has tree fields and a list columns; a
 * data-source dialog names its source, a REST dialog its URL. 400 naming the field otherwise.
 */
export function parseDefinition(input: formDataApi.dialog.CustomDialogInput): StoredDialog {
  const d = api.customDialogInput.parse(input);
  if (d.style === 1 && Array.isArray(d.displayfield)) throw invalid('displayfield', 'a tree dialog (style 1) needs {id, pid, displayName}');
  if (d.style === 0 && !Array.isArray(d.displayfield)) throw invalid('displayfield', 'a list dialog (style 0) needs a list of {field, comment}');
  if (d.dsType === 'dataSource' && !d.source) throw invalid('source', 'a dataSource dialog names the business object or registered source it reads');
  if (d.dsType === 'restful' && !d.url) throw invalid('url', 'a restful dialog needs the URL it reads');
  return d;
}

/** The definition the client receives: every field upper-cased, no header, source or rights. */
export function toWire(row: CustomDialogTable, d: StoredDialog): formDataApi.dialog.CustomDialog {
  const up = (f: string) => f.toUpperCase();
  const shown = d.displayfield;
  return {
    id: row.id, alias: d.alias, name: d.name, dsType: d.dsType, style: d.style, selectNum: d.selectNum, needPage: d.needPage, pageSize: d.pageSize,
    displayfield: Array.isArray(shown)
      ? shown.map((c) => ({ field: up(c.field), comment: c.comment }))
      : { id: up(shown.id), pid: up(shown.pid), displayName: up(shown.displayName), ...(shown.pvalue !== undefined ? { pvalue: shown.pvalue } : {}) },
    resultfield: d.resultfield.map((r) => ({ field: up(r.field), comment: r.comment })),
    sortfield: d.sortfield.map((s) => ({ field: up(s.field), sortType: s.sortType })),
    conditionfield: d.conditionfield.map((c) => ({
      field: up(c.field), comment: c.comment, dbType: c.dbType, ...(c.type !== undefined ? { type: c.type } : {}),
      controllerType: c.controllerType, defaultType: c.defaultType, ...(c.defaultValue !== undefined ? { defaultValue: c.defaultValue } : {}),
      condition: api.dialogOperatorOf(c.condition), ...(c.config ? { config: c.config } : {}),
    })),
    ...(d.dsType === 'restful' ? {
      requestType: d.requestType ?? 'GET', url: d.url, dataParam: d.dataParam,
      listKey: d.listKey, pageKey: d.pageKey, pageSizeKey: d.pageSizeKey, totalKey: d.totalKey,
    } : {}),
  };
}
