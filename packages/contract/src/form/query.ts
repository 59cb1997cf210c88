import { z } from 'zod';
import { pageList, queryFilter, queryOperations } from '../common.js';
import { endpoint } from '../endpoint.js';
import { rightRule } from './template.js';

/**
 * Custom queries (自定义查询, /form/customQuery/v1) and query views (查询视图, /form/query/queryView). Both read a
 * *source*: the records of a business object through one of its data templates (the template's rights decide
 * which rows and columns the caller may read), or a view registered in the server's code (columns, parameters
 * and a Kysely builder). No definition carries SQL text.
 */

/** A name a definition gives a field, parameter or alias: letters, digits and _ (it is also a row key). */
export const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be letters, digits or _ (at most 64), not starting with a digit');
export const definitionAlias = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a letter followed by letters, digits or _ (at most 64)');

/** What a definition reads: a data template's records (by template alias) or a registered view (by its key). */
export const querySource = z.union([
  z.object({ template: definitionAlias }).strict(),
  z.object({ view: definitionAlias }).strict(),
]);
export type QuerySource = z.infer<typeof querySource>;

/** Who may use a definition; absent: everyone who may read its source. */
export const definitionRight = z.array(rightRule).max(50);

/** A search value: text, a number, yes/no, or a list of them (IN, BETWEEN). */
const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
export const queryValue = z.union([scalar, z.array(scalar).max(100)]);

/** One condition: the source field, its label (a caller may name it by either), operator, and where its value comes from. */
export const queryCondition = z.object({
  field: fieldName,
  comment: z.string().trim().min(1).max(100),
  condition: z.enum(queryOperations).default('EQ'),
  /** `param`: the caller's value, skipped when empty; `fixed`: always `defaultValue`. */
  defaultType: z.enum(['param', 'fixed']).default('param'),
  defaultValue: queryValue.optional(),
});

export const customQuerySettings = z.object({
  alias: definitionAlias,
  name: z.string().trim().min(1).max(100),
  source: querySource,
  /** 1 paged by pageSize, 0 every row (at most 1000). */
  needPage: z.union([z.literal(0), z.literal(1)]).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
  conditionfield: z.array(queryCondition).max(30).default([]),
  /** The row keys of the reply, in order, with their labels. */
  resultfield: z.array(z.object({ field: fieldName, comment: z.string().trim().min(1).max(100) })).min(1).max(50),
  sortfield: z.array(z.object({ field: fieldName, sortType: z.enum(['ASC', 'DESC']).default('ASC') })).max(10).default([]),
  right: definitionRight.optional(),
});
export type CustomQuerySettings = z.output<typeof customQuerySettings>;
export type CustomQuerySettingsInput = z.input<typeof customQuerySettings>;

/** A stored custom query; `dsType` is always `dataSource` (no REST queries: the server calls no configured URL). */
export const customQuery = customQuerySettings.extend({ id: z.string(), dsType: z.literal('dataSource') });
export type CustomQuery = z.infer<typeof customQuery>;

/** A row: the result fields by key. */
export const queryRow = z.record(z.string(), z.unknown());

export const getByAlias = endpoint({
  host: 'form', method: 'POST', path: '/form/customQuery/v1/getByAlias',
  summary: 'A custom query by alias: source, conditions, result and sort fields, paging. The body is the raw alias (text/plain, as the original) or JSON {alias}',
  body: z.union([z.string().trim().min(1).max(64), z.object({ alias: z.string().trim().min(1).max(64) })]),
  reply: customQuery,
});

export const doQueryBase64 = endpoint({
  host: 'form', method: 'GET', path: '/form/customQuery/v1/doQueryBase64',
  summary: 'Run a custom query (compatibility): queryData is Base64 of the UTF-8 JSON [{key, value}] (key: a condition\'s field or label), once or twice encoded as the original client does',
  query: z.object({
    alias: z.string().min(1).max(64),
    queryData: z.string().max(20000).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  }),
  reply: pageList(queryRow),
});

export const query = endpoint({
  host: 'form', method: 'POST', path: '/form/customQuery/v1/query',
  summary: 'Run a custom query: params by condition field (or label), page and page size (the definition\'s when absent)',
  body: z.object({
    alias: z.string().min(1).max(64),
    params: z.record(z.string().max(100), queryValue).default({}),
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(1000).optional(),
  }),
  reply: pageList(queryRow),
});

// ---- Query views ----

/** How a view's column holds its values; `date` is 'yyyy-MM-dd' text, `month` 'yyyy-MM'. */
export const viewColumnTypes = ['text', 'number', 'date', 'month'] as const;

/**
 * A column a registered view declares: its key, type, label and, for codes, the label of each. (Written out, not
 * derived by `.shape`: a member read while the module loads is kept by the browser's build, and zod with it.)
 */
const viewField = { name: z.string(), type: z.enum(viewColumnTypes), label: z.string(), options: z.array(z.object({ key: z.string(), name: z.string() })).optional() };
export const viewColumn = z.object(viewField);
/** A parameter a registered view declares; its builder reads it (the query's where, before grouping). */
export const viewParameter = z.object(viewField);

export const queryViewSettings = z.object({
  /** The group of the view (the original's SQL alias), then its own alias. */
  sqlAlias: definitionAlias,
  alias: definitionAlias,
  name: z.string().trim().min(1).max(100),
  /** The key of the registered view it reads. */
  view: definitionAlias,
  /** Columns shown, in order: a view column, its title and an optional default sort (sortSeq orders several). */
  shows: z.array(z.object({
    fieldName, fieldDesc: z.string().trim().min(1).max(100),
    defaultSort: z.enum(['ASC', 'DESC']).optional(), sortSeq: z.number().int().min(0).max(100).optional(),
  })).min(1).max(50),
  /** The search area: a view parameter or column, its label and operator (for columns), the control to show. */
  conditions: z.array(z.object({
    fieldName, fieldDesc: z.string().trim().min(1).max(100),
    operation: z.enum(queryOperations).default('EQ'),
    control: z.enum(['input', 'number', 'date', 'month', 'select']).default('input'),
  })).max(30).default([]),
  buttons: z.array(z.object({ name: z.enum(['search', 'reset', 'export']), desc: z.string().trim().min(1).max(50) })).max(10).default([]),
  /** 1 paged by pageSize, 0 every row (at most 1000). */
  needPage: z.union([z.literal(0), z.literal(1)]).default(1),
  pageSize: z.number().int().min(1).max(1000).default(20),
  right: definitionRight.optional(),
});
export type QueryViewSettings = z.output<typeof queryViewSettings>;
export type QueryViewSettingsInput = z.input<typeof queryViewSettings>;

/** getJson: the view's settings with the registered view's columns and parameters (types, option labels). */
export const queryView = queryViewSettings.extend({
  id: z.string(),
  columns: z.array(viewColumn),
  parameters: z.array(viewParameter),
});
export type QueryView = z.infer<typeof queryView>;

const viewKey = { sqlAlias: z.string().min(1).max(64), alias: z.string().min(1).max(64) };

export const getJson = endpoint({
  host: 'form', method: 'GET', path: '/form/query/queryView/getJson',
  summary: 'A query view: columns shown, search conditions, buttons, paging, with the column and parameter types of the view it reads',
  query: z.object(viewKey),
  reply: queryView,
});

export const viewData = endpoint({
  host: 'form', method: 'POST', path: '/form/query/queryView/data_:sqlAlias/:alias',
  summary: 'A page of a query view, rows keyed by fieldName. querys on a view column filter the rows; on a view parameter (or params) they feed the view',
  body: queryFilter.optional(),
  reply: pageList(queryRow),
});

export const viewExport = endpoint({
  host: 'form', method: 'POST', path: '/form/query/queryView/export',
  summary: 'A query view as an xlsx file (titles from fieldDesc, formula-looking text kept as text); the body is the QueryFilter',
  query: z.object({
    ...viewKey,
    /** `page`: the page the body names; anything else: every row (at most 10,000). */
    getType: z.string().max(10).optional(),
    /** Base64 of the comma-joined fieldNames to export; every shown column when absent. */
    expField: z.string().max(5000).optional(),
  }),
  body: queryFilter.optional(),
  /** The xlsx file (binary, Content-Disposition attachment). */
  reply: z.any(),
});
