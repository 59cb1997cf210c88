import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { QueryFilter, formDataApi } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import { invalidField, notFound } from '../../../platform/errors.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';
import { decode, systemKeys, type ColumnKind } from '../bo/storage.js';
import { whitelistOf, type Authorised } from '../template/records.service.js';
import { permissionOf, rowsVisible } from '../template/rights.js';
import { scopeWhere } from '../bo/records.repository.js';
import type { TemplateService } from '../template/template.service.js';
import type { RegisteredView, ViewParams } from './registered-views.repository.js';

/**
 * What custom queries, query views and charts read: a data template's records (the template's rights decide
 * the rows and columns) or a view registered in code. Either becomes one derived table whose columns are named
 * by the source's field keys, so everything built on it filters, sorts, groups and pages through a whitelist of
 * those names, and no name a request or a definition sends reaches SQL otherwise.
 */

export type Row = Record<string, unknown>;
interface LooseTables { [table: string]: Row }
export type LooseDb = Kysely<LooseTables>;
export type SourceQuery = SelectQueryBuilder<LooseTables, string, Row>;
export const loose = (db: Db) => db as unknown as LooseDb;

type ColumnType = (typeof formDataApi.query.viewColumnTypes)[number];
/** A column of a source: its key, type and label; `kind` says how a BO column keeps its value, `precision` rounds a view's figures. */
export interface SourceColumn { name: string; type: ColumnType; label: string; options?: Array<{ key: string; name: string }>; kind?: ColumnKind; precision?: number }

/** A source opened for a caller: the columns they may read and the rows as a derived table. */
export interface OpenedSource { name: string; columns: SourceColumn[]; query: SourceQuery }

const typeOf = (fieldType: string, kind: ColumnKind): ColumnType =>
  kind === 'number' || kind === 'flag' ? 'number' : fieldType === 'date' || fieldType === 'datetime' ? 'date' : 'text';

/** System keys a query may read of a record besides its fields. */
const systemColumns: SourceColumn[] = [
  { name: 'id_', type: 'text', label: '主键' }, { name: 'create_time_', type: 'text', label: '创建时间' }, { name: 'update_time_', type: 'text', label: '修改时间' },
];

/** The columns of a template's records: system keys, then the BO's top-level fields. */
export function templateColumns(t: Pick<Authorised, 'bo'>): SourceColumn[] {
  return [...systemColumns, ...t.bo.fields.flatMap((f) => {
    if (f.type === 'subtable') return [];
    const kind = t.bo.storage.columns[f.key].kind;
    const options = 'options' in f && Array.isArray(f.options) ? f.options.map((o) => ({ key: o.key, name: o.name })) : undefined;
    return [{ name: f.key, type: typeOf(f.type, kind), label: f.label, kind, ...(options ? { options } : {}) }];
  })];
}

/**
 * A template's records as a derived table for the caller: 403 without the right to read it; only the rows its
 * filters let them see; a column the template hides from them is null and left out of the columns.
 */
async function openTemplate(db: Db, templates: TemplateService, session: Session, alias: string): Promise<OpenedSource> {
  const t = await templates.authorise(session, alias, 'read');
  // A list column the caller may not see (template/rights.ts): false in their permission.
  const shown = permissionOf(t.principal, t.settings).columns;
  const hidden = new Set(Object.keys(shown).filter((name) => !shown[name]));
  const all = templateColumns(t);
  const system: Record<string, string> = systemKeys;
  // A hidden column stays in the derived table as a typed null: PostgreSQL sums and averages no untyped null.
  const selections = all.map((c) => (hidden.has(c.name)
    ? (c.type === 'number' ? sql`cast(null as double precision)` : sql`cast(null as text)`).as(c.name)
    : sql.ref(Object.hasOwn(system, c.name) ? system[c.name] : t.bo.storage.columns[c.name].column).as(c.name)));
  let query = loose(db).selectFrom(t.bo.storage.table).select(selections).where(sql.ref('tenant_id'), '=', session.tenantId) as unknown as SourceQuery;
  // The rows the template's list shows the caller (template/rights.ts), as its SQL condition.
  const scope = rowsVisible(t);
  const condition = scope && scopeWhere(scope, whitelistOf(t.bo));
  if (!scope) query = query.where(sql<SqlBool>`1 = 0`);
  else if (condition) query = query.where(() => condition);
  return { name: t.settings.name, columns: all.filter((c) => !hidden.has(c.name)), query };
}

/** A parameter value as its declared type allows it, else a 400 naming `field`. */
function checkedParam(field: string, p: RegisteredView['parameters'][number], value: unknown): string | number {
  const bad = () => invalidField(field, 'bo.query.badValue', { value: String(value).slice(0, 50) });
  if (typeof value !== 'string' && typeof value !== 'number') throw bad();
  const text = String(value).trim();
  const ok = p.type === 'number' ? /^-?\d+(\.\d+)?$/.test(text)
    : p.type === 'month' ? /^\d{4}-(0[1-9]|1[0-2])$/.test(text)
      : p.type === 'date' ? /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text)
        : text.length <= 200 && (!p.options || p.options.some((o) => o.key === text));
  if (!ok) throw bad();
  return p.type === 'number' ? Number(text) : text;
}

/** Opening sources for a caller; `views` is the registry of views declared in code. */
export function createSources(deps: { db: Db; templates: TemplateService; views: ReadonlyMap<string, RegisteredView>; today: () => string }) {
  const { db, templates, views, today } = deps;
  const view = (key: string) => {
    const v = views.get(key);
    if (!v) throw notFound('bo.query.unknownSource', { name: key });
    return v;
  };
  return {
    /** The registered view of `key`, or a 404. */
    view,

    /** The names of a source's parameters: a view's declared ones; a template has none. */
    parameterNames: (source: formDataApi.query.QuerySource): ReadonlySet<string> =>
      new Set('view' in source ? view(source.view).parameters.map((p) => p.name) : []),

    /**
     * The columns a source offers (at definition time, no caller): a template's fields, or a view's declared
     * columns; `params` are what a view's builder reads.
     */
    async describe(tenantId: string, source: formDataApi.query.QuerySource): Promise<{ columns: SourceColumn[]; parameters: RegisteredView['parameters'] }> {
      if ('view' in source) {
        const { columns, parameters } = view(source.view);
        return { columns, parameters };
      }
      const t = await templates.load(tenantId, source.template);
      return { columns: templateColumns(t), parameters: [] };
    },

    /** Opens a source for the caller; a view's parameters are checked against their declared types (400 naming `params.<name>`). */
    async open(session: Session, source: formDataApi.query.QuerySource, params: Record<string, unknown> = {}): Promise<OpenedSource> {
      if ('template' in source) return openTemplate(db, templates, session, source.template);
      const v = view(source.view);
      const checked: ViewParams = {};
      for (const [name, value] of Object.entries(params)) {
        const p = v.parameters.find((x) => x.name === name);
        if (!p) throw invalidField(`params.${name}`, 'bo.query.unknownKey', { name });
        if (value === undefined || value === null || value === '') continue;
        checked[name] = checkedParam(`params.${name}`, p, value);
      }
      const query = await v.build({ db: loose(db), template: async (alias) => (await openTemplate(db, templates, session, alias)).query, params: checked, today: today() });
      return { name: v.name, columns: v.columns, query };
    },
  };
}
export type Sources = ReturnType<typeof createSources>;

/** The whitelist of a source's columns: each name is its own column of the derived table. */
export const whitelistOfColumns = (columns: readonly SourceColumn[]): Whitelist =>
  Object.fromEntries(columns.map((c) => [c.name, { column: c.name, type: c.type === 'number' ? 'number' as const : 'text' as const }]));

/** A figure rounded to `precision` decimals; null stays null. */
export function roundTo(v: unknown, precision: number): number | null {
  if (v === null || v === undefined) return null;
  // The figure's float noise is cut first (an average of the same rows summed in another order: 11.1449999… or
  // 11.145000…1), and the half is rounded on the decimal text, not on v × 100 (1114.4999…): one figure, one result.
  const exact = Number(Number(v).toPrecision(12));
  // A figure JavaScript writes with an exponent (1e-7, 1e+21) is far from any half: rounding it plainly is exact enough.
  if (String(exact).includes('e')) return Math.round(exact * 10 ** precision) / 10 ** precision;
  return Number(`${Math.round(Number(`${exact}e${precision}`))}e-${precision}`);
}

/** A row as the client reads it: BO values decoded (lists, yes/no), figures as numbers rounded to their precision. */
export function decodeRow(columns: readonly SourceColumn[], raw: Row, keys: readonly string[] = columns.map((c) => c.name)): Row {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const out: Row = {};
  for (const key of keys) {
    const c = byName.get(key);
    const v = raw[key];
    if (!c || v === null || v === undefined) out[key] = v ?? null;
    else if (c.kind) out[key] = decode(v, c.kind);
    else if (c.type === 'number') out[key] = c.precision === undefined ? Number(v) : roundTo(v, c.precision);
    else out[key] = String(v);
  }
  return out;
}

/** A page of an opened source: the QueryFilter through its columns' whitelist, then the default sorts; rows decoded, with `keys` (all columns by default). */
export async function pageOfSource(db: Db, src: OpenedSource, filter: QueryFilter | undefined, defaultSort: Array<[string, 'asc' | 'desc']>, pageSize: number, keys?: readonly string[]) {
  const base = loose(db).selectFrom(src.query.as('src')).selectAll();
  const r = await pagedList(base, filter, whitelistOfColumns(src.columns), defaultSort, pageSize);
  return { ...r, rows: r.rows.map((row) => decodeRow(src.columns, row, keys)) };
}
