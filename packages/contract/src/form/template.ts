import { z } from 'zod';
import { commonResult, idString, pageBean, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { boAlias } from './bo.js';

/**
 * Data templates (数据报表, host `form`, under /form/dataTemplate/v1): a configured list with add, edit, view and
 * delete over one business object. Who may do what is a list of rules per action, evaluated by the server.
 */

/** One rule of a right: everyone, nobody, or the users, roles, posts or organisations (with their sub-organisations) whose ids `id` lists, comma-separated. */
export const rightRule = z.object({
  type: z.enum(['everyone', 'none', 'user', 'role', 'post', 'org']),
  id: z.string().max(2000).optional(),
  name: z.string().max(500).optional(),
});
export type RightRule = z.infer<typeof rightRule>;
/** A right holds when ANY of its rules names the caller; administrators hold every right. */
const right = z.array(rightRule).max(50);

/** Buttons of a template; `add`, `edit`, `del` and `detail` are also the rights to save, change, delete and view records. */
export const templateButtons = ['add', 'edit', 'del', 'detail', 'export', 'import', 'print', 'sub', 'record'] as const;

export const templateSettings = z.object({
  alias: boAlias,
  name: z.string().trim().min(1).max(100),
  boAlias,
  /** The form records open in; a BO with no stored form of this key opens in a form of the BO's own fields. */
  formKey: z.string().min(1).max(64),
  /** The form a phone opens records in when it is not formKey's (the QR page uses it); a form of the BO's fields. */
  mobileFormAlias: z.string().min(1).max(64).optional(),
  /** The flow key of records started as processes. */
  defKey: z.string().max(64).optional(),
  /** 1 paged, 2 all rows. */
  needPage: z.union([z.literal(1), z.literal(2)]).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
  /** Who may read the list and records (the list opens only for them). */
  right: right.default([{ type: 'everyone' }]),
  /** List columns: a BO field (or id_, create_time_, update_time_) with its title and who sees it. */
  displayField: z.array(z.object({ name: z.string().max(64), desc: z.string().max(100), right: right.optional() })).max(100).default([]),
  /** Search conditions: field, label, operator (the QueryFilter's), control. */
  conditionField: z.array(z.object({ name: z.string().max(64), desc: z.string().max(100), qt: z.string().max(30).default('LK'), ct: z.string().max(30).optional() })).max(50).default([]),
  manageField: z.array(z.object({ name: z.enum(templateButtons), desc: z.string().max(100), right: right.optional() })).max(30).default([]),
  /**
   * Row filters: each a list of conditions on fields, for the people its right names. A caller to whom some
   * filters apply sees the rows that any of them allows; a template with filters shows nothing to the others.
   * `current: 'userId'` compares with the caller's id instead of a fixed value.
   */
  filterField: z.array(z.object({
    key: z.string().max(64), name: z.string().max(100), right: right.optional(),
    condition: z.array(z.object({ property: z.string().max(64), operation: z.string().max(30), value: z.union([z.string().max(500), z.number(), z.array(z.union([z.string(), z.number()])).max(100)]).optional(), current: z.enum(['userId']).optional() })).min(1).max(20),
  })).max(20).default([]),
  exportField: z.array(z.object({ name: z.string().max(64), desc: z.string().max(100) })).max(100).default([]),
  /** Sorting applied after the client's own. */
  sortField: z.array(z.object({ name: z.string().max(64), sort: z.enum(['ASC', 'DESC']) })).max(10).default([]),
  /**
   * Rows marked over a limit: `flag` names a yes/no field that is true on such a row, `items` a text field that
   * says what is over and by how much ('总磷 0.63、SS 13'). The list flags such a row in words and marks the
   * columns whose titles the items name.
   */
  alarmField: z.object({ flag: z.string().max(64), items: z.string().max(64).optional() }).optional(),
});
export type TemplateSettings = z.output<typeof templateSettings>;
export type TemplateSettingsInput = z.input<typeof templateSettings>;

/** What the server works out for the caller: each column and button, true when they may use it. */
export const templatePermission = z.object({ columns: z.record(z.string(), z.boolean()), buttons: z.record(z.string(), z.boolean()) });
export type TemplatePermission = z.infer<typeof templatePermission>;

export const templateInfo = templateSettings.extend({
  id: z.string(),
  boDefId: z.string(),
  boDefAlias: z.string(),
  /** The id of the form version records open in (the BO's id when the form is the BO's own). */
  formId: z.string(),
  /** The key of a record in list rows. */
  pkField: z.literal('id_'),
  permission: templatePermission,
  displayField: z.array(z.object({ name: z.string(), desc: z.string(), right: right.optional(), permission: z.boolean().optional() })),
});

export const getBpmDataTemplateInfo = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/getBpmDataTemplateInfo',
  summary: 'A data template by alias: columns, search conditions, buttons, filters, export fields, sort, and the caller\'s permissions',
  query: z.object({ alias: z.string().min(1).max(64), needDisplayFileds: z.enum(['true', 'false']).optional() }),
  reply: commonResult(templateInfo),
});

/**
 * A list row: the record's field values by key (sub-tables left out), its id, revision and who wrote it when;
 * in list pages also `inProcess_`, whether a running process refers to it (then boDel refuses it).
 */
export const dataRow = z.object({
  id_: z.string(), rev_: z.number().int(), create_by_: z.string().nullable(), create_time_: z.string(), update_by_: z.string().nullable(), update_time_: z.string(),
  inProcess_: z.boolean().optional(),
}).catchall(z.unknown());
export type DataRow = z.infer<typeof dataRow>;

/**
 * The query of a template's records: a QueryFilter whose page may also start after a row, `pageBean.after` being
 * the `next` of the page before. Scrolling so, a record added or deleted above the reader's place neither repeats
 * nor skips a row (a page number counts rows from the top, as they are now); `page` is then only echoed.
 */
export const recordsFilter = queryFilter.extend({
  pageBean: pageBean.extend({ after: z.string().max(2000).optional() }).optional(),
});
export type RecordsFilter = z.input<typeof recordsFilter>;

/** A page of records; `next` names its last row when the page is full (absent on the last page). */
export const recordsPage = pageList(dataRow).extend({ next: z.string().optional() });

export const listJson = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/listJson',
  summary: 'A page of a data template\'s records: filters, sorting and paging on any field; selectField/selectValue restrict to one value of a field (a data view inside a form)',
  body: z.object({
    templateId: z.string().min(1).max(64),
    queryFilter: recordsFilter.optional(),
    selectField: z.string().max(64).optional(),
    selectValue: z.union([z.string().max(500), z.number()]).optional(),
  }),
  reply: recordsPage,
});

export const dataList = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/dataList_:key',
  summary: 'A page of a data template\'s records (by alias) as JSON rows, with the caller\'s column and button permissions',
  body: recordsFilter.optional(),
  reply: commonResult(recordsPage.extend({ permission: templatePermission })),
});

export const formActions = ['add', 'edit', 'get'] as const;

/** The form of a record with its data and per-field permissions; `get` is read-only. */
export const formData = z.object({
  result: z.literal(true),
  form: z.object({ id: z.string(), formKey: z.string(), name: z.string(), version: z.number().int(), fields: z.array(z.unknown()) }),
  permission: z.object({
    fields: z.record(z.string(), z.enum(['w', 'b', 'r', 'n'])),
    table: z.record(z.string(), z.object({ hidden: z.boolean(), add: z.boolean(), del: z.boolean(), edit: z.boolean() })),
  }),
  /** `{<boAlias>: values}`: values in the form's shape (a sub-table's rows under its key), plus id_ and rev_ of a stored record. */
  data: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const getForm = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/getForm/:formKey/:boAlias',
  summary: 'The form, data and field permissions of a template record for add, edit or get (read-only)',
  query: z.object({
    id: z.string().max(64).optional(),
    action: z.enum(formActions),
    /** The template alias: whose rights apply. */
    dataKey: z.string().min(1).max(64),
  }),
  reply: formData,
});

export const boSave = endpoint({
  host: 'form', method: 'POST', path: '/form/dataTemplate/v1/boSave/:boAlias',
  summary: 'Add or change a record: `{<boAlias>: values (with id_ and rev_ to change), templateKey}`; a save over a newer revision is refused with 409',
  query: z.object({ delDraftId: z.string().max(64).optional() }),
  body: z.object({ templateKey: z.string().min(1).max(64), formKey: z.string().max(64).optional() }).catchall(z.record(z.string(), z.unknown())),
  reply: commonResult(z.object({ id: z.string(), rev: z.number().int() })),
});

export const boDel = endpoint({
  host: 'form', method: 'DELETE', path: '/form/dataTemplate/v1/boDel/:boAlias',
  summary: 'Delete records (ids comma-separated) with their sub-table rows; records a running process refers to are refused',
  query: z.object({ ids: z.string().min(1).max(20000), templateKey: z.string().min(1).max(64) }),
  reply: commonResult(z.null()),
});

export const getSubData = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/getSubData',
  summary: 'The rows of one sub-table (alias: its field key) of a record (refId)',
  query: z.object({ alias: z.string().min(1).max(64), refId: idString, templateKey: z.string().min(1).max(64) }),
  reply: z.array(z.record(z.string(), z.unknown())),
});
