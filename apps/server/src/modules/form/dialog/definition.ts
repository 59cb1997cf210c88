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

/** Every field a row of the dialog carries (lower-cased, each once): the displayed, the tree's and the returned fields. */
export function rowFields(d: StoredDialog): string[] {
  const tree = treeOf(d);
  const shown = tree ? [tree.id, tree.pid, tree.displayName] : (d.displayfield as Array<{ field: string }>).map((c) => c.field);
  return [...new Set([...shown, ...d.resultfield.map((r) => r.field)].map(rowKey))];
}

/** The fields the definition names with where it names them, for checking them against a source. */
export function namedFields(d: StoredDialog): Array<[path: string, field: string]> {
  const tree = treeOf(d);
  return [
    ...(tree ? (['id', 'pid', 'displayName'] as const).map((k) => [`displayfield.${k}`, tree[k]] as [string, string])
      : (d.displayfield as Array<{ field: string }>).map((c, i) => [`displayfield.${i}.field`, c.field] as [string, string])),
    ...d.resultfield.map((r, i) => [`resultfield.${i}.field`, r.field] as [string, string]),
    ...d.sortfield.map((s, i) => [`sortfield.${i}.field`, s.field] as [string, string]),
    ...d.conditionfield.map((c, i) => [`conditionfield.${i}.field`, c.field] as [string, string]),
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
  const tree = treeOf(d);
  return {
    id: row.id, alias: d.alias, name: d.name, dsType: d.dsType, style: d.style, selectNum: d.selectNum, needPage: d.needPage, pageSize: d.pageSize,
    displayfield: tree
      ? { id: up(tree.id), pid: up(tree.pid), displayName: up(tree.displayName), ...(tree.pvalue !== undefined ? { pvalue: tree.pvalue } : {}) }
      : (d.displayfield as Array<{ field: string; comment: string }>).map((c) => ({ field: up(c.field), comment: c.comment })),
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
