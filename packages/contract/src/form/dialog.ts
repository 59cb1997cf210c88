import { z } from 'zod';
import { pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { rightRule } from './template.js';

/**
 * Custom dialogs (自定义对话框, host `form`, under /form/customDialog/v1): a picker with a search area and a
 * list or tree of rows a form field takes its values from. The server reads the rows itself: over a business
 * object, over a source registered in the server's code (the staff directory, the organisation tree), or from
 * a REST URL it calls on an allow-listed host (so header secrets never reach the browser). Never SQL text.
 *
 * Case rule (one rule, spec 001 section 3): every `field` of a definition is UPPER-case; a row carries the
 * value of field `NAME` under the lower-case key `name`. The server lower-cases; a client lower-casing again
 * changes nothing. Tree rows carry also the protocol keys `id`, `pid`, `displayName` and `isParent`.
 */

export const dialogAlias = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');

/** A field of a dialog's source: letters, digits and _ (upper-cased by the server). */
export const dialogFieldName = z.string().trim().min(1).max(64).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'letters, digits and _ only, not starting with a digit');

/** The search operators of spec 001 section 4; any other configured value means LK. */
export const dialogOperators = ['EQ', 'EIC', 'LT', 'GT', 'LE', 'GE', 'NE', 'LK', 'LFK', 'RHK', 'ISNULL', 'NOTNULL', 'IN', 'BETWEEN'] as const;
export type DialogOperator = (typeof dialogOperators)[number];
/** The operator a configured condition means: itself when known (any case), otherwise LK (spec 001 section 4). */
export const dialogOperatorOf = (condition: string | null | undefined): DialogOperator => {
  const upper = (condition ?? '').trim().toUpperCase();
  return (dialogOperators as readonly string[]).includes(upper) ? (upper as DialogOperator) : 'LK';
};

/** 0 a list, 1 a tree. */
export const dialogStyles = { list: 0, tree: 1 } as const;
/** 1 single choice, -1 several. */
export const dialogSelectNums = { single: 1, multi: -1 } as const;

/** A list column: the field and its title. */
export const dialogDisplayColumn = z.object({ field: dialogFieldName, comment: z.string().trim().min(1).max(100) });
/** A tree's fields: the node id, its parent's id, the label; `pvalue` the parent value of the root nodes (none: roots have no parent). */
export const dialogTreeDisplay = z.object({ id: dialogFieldName, pid: dialogFieldName, displayName: dialogFieldName, pvalue: z.string().max(64).optional() });
/** A returned value: the field, and as `comment` the key the form's mapping refers to. */
export const dialogResultField = z.object({ field: dialogFieldName, comment: z.string().trim().min(1).max(100) });
export const dialogSortField = z.object({ field: dialogFieldName, sortType: z.enum(['ASC', 'DESC']).default('ASC') });

/**
 * Where a condition's value comes from: 1 typed by the user in the search area, 2 the fixed `defaultValue`
 * (the client cannot change it), 3 passed in from the form (a field bound to it), 4 typed in before a tree
 * opens. 1, 3 and 4 are read from mapParam or querys by field name (either case).
 */
export const dialogDefaultTypes = { userInput: 1, fixed: 2, fromForm: 3, preInput: 4 } as const;
/** The search widget: 1 text, 2 radio, 3 select, 4 tags (2-4 offer `config.options`). */
export const dialogControllerTypes = { text: 1, radio: 2, select: 3, tag: 4 } as const;

export const dialogConditionField = z.object({
  field: dialogFieldName,
  comment: z.string().trim().min(1).max(100),
  /** How the value compares: text (varchar), a number, or a date (yyyy-MM-dd, or with time). */
  dbType: z.enum(['varchar', 'number', 'date']).default('varchar'),
  /** The original's field type, shown as configured (e.g. 'varchar'); `dbType` decides the comparison. */
  type: z.string().max(30).optional(),
  controllerType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  defaultType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  defaultValue: z.string().max(500).optional(),
  /** The operator (dialogOperators); any other value means LK. The client's own operation is never used. */
  condition: z.string().max(30).default('LK'),
  config: z.object({ options: z.array(z.object({ value: z.string().max(200), label: z.string().max(200) })).max(200).optional() }).optional(),
});
export type DialogConditionField = z.output<typeof dialogConditionField>;

/** A data-source dialog reads a business object's records, or a source the server registers in code. */
export const dialogSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bo'), boAlias: z.string().min(1).max(30) }),
  /** 'staff': users with their organisation and post; 'orgs': the organisation tree. */
  z.object({ kind: z.literal('registered'), name: z.string().min(1).max(64) }),
]);

const restKey = z.string().trim().max(100).optional();

/** A dialog as it is stored and seeded (the server's input; header and source stay on the server). */
export const customDialogInput = z.object({
  alias: dialogAlias,
  name: z.string().trim().min(1).max(100),
  dsType: z.enum(['dataSource', 'restful']),
  style: z.union([z.literal(0), z.literal(1)]).default(0),
  selectNum: z.union([z.literal(1), z.literal(-1)]).default(1),
  needPage: z.boolean().default(true),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Who may use the dialog; everyone signed in by default. */
  right: z.array(rightRule).max(50).default([{ type: 'everyone' }]),
  /** dataSource dialogs: what they read. */
  source: dialogSource.optional(),
  /** A list's columns, or a tree's id/pid/label fields. */
  displayfield: z.union([z.array(dialogDisplayColumn).min(1).max(30), dialogTreeDisplay]),
  resultfield: z.array(dialogResultField).min(1).max(30),
  sortfield: z.array(dialogSortField).max(5).default([]),
  conditionfield: z.array(dialogConditionField).max(20).default([]),
  /** restful dialogs: the URL (an allow-listed host), GET or POST, the POST body template with `${name}` placeholders, the header JSON, the reply's dotted keys. */
  requestType: z.enum(['GET', 'POST']).optional(),
  url: z.string().trim().max(1000).optional(),
  dataParam: z.string().max(4000).optional(),
  header: z.string().max(4000).optional(),
  listKey: restKey, pageKey: restKey, pageSizeKey: restKey, totalKey: restKey,
});
export type CustomDialogInput = z.input<typeof customDialogInput>;

/** The definition the client receives (getByAlias): field names upper-cased, no header, no source details. */
export const customDialog = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  dsType: z.enum(['dataSource', 'restful']),
  style: z.number().int(),
  selectNum: z.number().int(),
  needPage: z.boolean(),
  pageSize: z.number().int(),
  displayfield: z.union([z.array(z.object({ field: z.string(), comment: z.string() })), z.object({ id: z.string(), pid: z.string(), displayName: z.string(), pvalue: z.string().optional() })]),
  resultfield: z.array(z.object({ field: z.string(), comment: z.string() })),
  sortfield: z.array(z.object({ field: z.string(), sortType: z.enum(['ASC', 'DESC']) })),
  conditionfield: z.array(z.object({
    field: z.string(), comment: z.string(), dbType: z.enum(['varchar', 'number', 'date']), type: z.string().optional(),
    controllerType: z.number().int(), defaultType: z.number().int(), defaultValue: z.string().optional(), condition: z.enum(dialogOperators),
    config: z.object({ options: z.array(z.object({ value: z.string(), label: z.string() })).optional() }).optional(),
  })),
  requestType: z.enum(['GET', 'POST']).optional(),
  url: z.string().optional(),
  dataParam: z.string().optional(),
  listKey: z.string().optional(), pageKey: z.string().optional(), pageSizeKey: z.string().optional(), totalKey: z.string().optional(),
});
export type CustomDialog = z.infer<typeof customDialog>;

export const getByAlias = endpoint({
  host: 'form', method: 'GET', path: '/form/customDialog/v1/getByAlias',
  summary: 'A custom dialog\'s definition by alias (field names upper-cased); an unknown alias is a 404, a dialog the caller may not use a 403',
  query: z.object({ alias: dialogAlias }),
  reply: customDialog,
});

/** A row: each field's value under its lower-cased name; tree rows add id, pid, displayName and isParent. */
export const dialogRow = z.record(z.string(), z.unknown());
export type DialogRow = z.infer<typeof dialogRow>;
/** The tree row's protocol keys (style 1), besides the field values. */
export interface DialogTreeRow extends Record<string, unknown> { id: string; pid: string | null; displayName: string; isParent: boolean }

/** A search value: text, a number, or a list (IN; BETWEEN takes two). */
const paramValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(500), z.number()])).max(100)]);
/** Search values by field name (either case), plus `sortField`/`orderSeq` to sort by a displayed field. */
export const dialogParams = z.record(z.string().max(64), paramValue);
export type DialogParams = z.infer<typeof dialogParams>;

const listQuery = z.object({
  alias: dialogAlias,
  /** The original's parameter: a JSON object, its braces optional (`"name":"泵"`). */
  mapParam: z.string().max(4000).optional(),
  /** A tree's node whose children to list (lazy loading); none: the roots. */
  pid: z.string().max(64).optional(),
});

export const dialogPage = pageList(dialogRow);
export type DialogPage = z.infer<typeof dialogPage>;

export const getListData = endpoint({
  host: 'form', method: 'POST', path: '/form/customDialog/v1/getListData',
  summary: 'A page of a custom dialog\'s rows: search values from mapParam (query, braces optional, or a JSON object in the body) '
    + 'and the QueryFilter\'s querys (property → value; the operator is the definition\'s), paging from pageBean (default 20)',
  query: listQuery,
  body: queryFilter.extend({
    /** The dialog's page size (20 unless configured) when pageSize is left out. */
    pageBean: z.object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(1000).optional(),
      showTotal: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    }).optional(),
    mapParam: dialogParams.optional(),
    pid: z.string().max(64).optional(),
  }).optional(),
  guards: ['upstream'],
  reply: dialogPage,
});

export const getListDataByGet = endpoint({
  host: 'form', method: 'GET', path: '/form/customDialog/v1/getListData',
  summary: 'getListData as a GET: alias, mapParam (JSON, braces optional), pid, page and pageSize (default 20) in the query',
  query: listQuery.extend({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  }),
  guards: ['upstream'],
  reply: dialogPage,
});
