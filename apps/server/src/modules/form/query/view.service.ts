import ExcelJS from 'exceljs';
import { formDataApi, type FormField, type QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { forbidden, invalidField, notFound } from '../../../platform/errors.js';
import type { Principals } from '../../uc/principals.js';
import { holds } from '../template/rights.js';
import { cellOf, looksLikeFormula } from '../transfer/cells.js';
import { checkNames } from './conditions.js';
import type { QueryDefinitionsRepository } from './definitions.repository.js';
import { pageOfSource, type OpenedSource, type Sources } from './sources.repository.js';

type Settings = formDataApi.query.QueryViewSettings;
type View = formDataApi.query.QueryView;
/** needPage 0, and an export of every row: at most this many rows per page, and pages per file. */
const PAGE_MAX = 1000;
const EXPORT_PAGES = 10;

/** The default sorts of a view: its shown columns' defaultSort, by sortSeq. */
const sortsOf = (v: Settings): Array<[string, 'asc' | 'desc']> =>
  v.shows.map((s, i) => ({ s, i })).filter(({ s }) => s.defaultSort).sort((a, b) => (a.s.sortSeq ?? a.i) - (b.s.sortSeq ?? b.i))
    .map(({ s }) => [s.fieldName, s.defaultSort === 'DESC' ? 'desc' : 'asc']);

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Query views: a registered view with the columns shown, search conditions, buttons and paging; its pages and xlsx export. */
export function createViewService(deps: { db: Db; repo: QueryDefinitionsRepository; sources: Sources; principals: Principals; clock: Clock }) {
  const { db, repo, sources, principals, clock } = deps;

  /** A view the caller may use: 404 unknown, 403 when its right leaves them out. */
  async function usable(session: Session, sqlAlias: string, alias: string): Promise<View> {
    const row = await repo.view(session.tenantId, sqlAlias, alias);
    if (!row) throw notFound('bo.query.viewNotFound', { sqlAlias, alias });
    const settings = JSON.parse(row.settings_json) as Settings;
    if (!holds(await principals.of(session), settings.right)) throw forbidden('bo.query.noRight', { name: settings.name });
    const v = sources.view(settings.view);
    return {
      ...settings, id: row.id,
      columns: v.columns.map(({ name, type, label, options }) => ({ name, type, label, ...(options ? { options } : {}) })),
      parameters: v.parameters.map(({ name, type, label, options }) => ({ name, type, label, ...(options ? { options } : {}) })),
    };
  }

  /**
   * The view opened for a filter: `params` and querys naming a view parameter feed the view (a name both a
   * parameter and a column is taken as the parameter: it filters before grouping); the rest filter its rows.
   */
  async function open(session: Session, v: View, filter: QueryFilter | undefined): Promise<{ src: OpenedSource; rest: QueryFilter }> {
    const parameterNames = new Set(v.parameters.map((p) => p.name));
    const params: Record<string, unknown> = { ...(filter?.params ?? {}) };
    const querys = (filter?.querys ?? []).filter((q) => {
      if (!parameterNames.has(q.property)) return true;
      params[q.property] = Array.isArray(q.value) ? q.value[0] : q.value;
      return false;
    });
    const src = await sources.open(session, { view: v.view }, params);
    return { src, rest: { ...filter, querys, params: undefined } };
  }

  const shownKeys = (v: View) => v.shows.map((s) => s.fieldName);

  /** A page of the view for the caller, rows keyed by the shown columns' fieldNames. */
  async function page(session: Session, v: View, filter: QueryFilter | undefined) {
    const { src, rest } = await open(session, v, filter);
    const size = v.needPage === 0 ? PAGE_MAX : Number(filter?.pageBean?.pageSize ?? v.pageSize);
    const f: QueryFilter = { ...rest, pageBean: { page: v.needPage === 0 ? 1 : Number(filter?.pageBean?.page ?? 1), pageSize: size, showTotal: filter?.pageBean?.showTotal ?? true } };
    return pageOfSource(db, src, f, [...sortsOf(v), [shownKeys(v)[0], 'asc']], size, shownKeys(v));
  }

  return {
    /**
     * Defines a query view (or replaces the one of its sqlAlias and alias): its registered view must exist, every
     * shown column must be a view column and every condition a view column or parameter.
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.query.QueryViewSettingsInput) {
      const settings = formDataApi.query.queryViewSettings.parse(input);
      const v = sources.view(settings.view);
      const columns = new Set(v.columns.map((c) => c.name));
      checkNames(settings.shows.map((s, i) => [`shows.${i}.fieldName`, s.fieldName]), columns, v.key);
      checkNames(settings.conditions.map((s, i) => [`conditions.${i}.fieldName`, s.fieldName]), new Set([...columns, ...v.parameters.map((p) => p.name)]), v.key);
      const at = isoNow(clock);
      await repo.saveView({
        id: newId(), tenant_id: tenantId, sql_alias: settings.sqlAlias, alias: settings.alias, name: settings.name, settings_json: JSON.stringify(settings),
        created_by: userId, created_at: at, updated_at: at,
      });
      return (await repo.view(tenantId, settings.sqlAlias, settings.alias))!.id;
    },

    /** getJson: the view's settings with its columns and parameters. */
    getJson: (session: Session, q: { sqlAlias: string; alias: string }) => usable(session, q.sqlAlias, q.alias),

    /** data_{sqlAlias}/{alias}: a page of rows keyed by fieldName. */
    async data(session: Session, sqlAlias: string, alias: string, filter: QueryFilter | undefined) {
      return page(session, await usable(session, sqlAlias, alias), filter);
    },

    /**
     * export: the view as xlsx — `expField` (Base64 of comma-joined fieldNames, each a shown column) or every
     * shown column, under its fieldDesc; one page (getType=page) or every row up to 10,000; codes as their labels;
     * text a spreadsheet would take for a formula kept as text.
     */
    async exportFile(session: Session, q: { sqlAlias: string; alias: string; getType?: string; expField?: string }, filter: QueryFilter | undefined) {
      const v = await usable(session, q.sqlAlias, q.alias);
      let names = shownKeys(v);
      if (q.expField) {
        const text = Buffer.from(q.expField, 'base64').toString('utf8');
        if (!/^[A-Za-z0-9+/=_-]+$/.test(q.expField) || !/^[\w,\s]+$/.test(text)) throw invalidField('expField', 'bo.export.badFields');
        names = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
        const unknown = names.find((n) => !v.shows.some((s) => s.fieldName === n));
        if (unknown !== undefined) throw invalidField('expField', 'bo.query.unknownField', { name: unknown });
      }
      const rows: Array<Record<string, unknown>> = [];
      if (q.getType === 'page') {
        rows.push(...(await page(session, v, filter)).rows);
      } else {
        for (let n = 1; n <= EXPORT_PAGES; n++) {
          const r = await page(session, v, { ...filter, pageBean: { page: n, pageSize: PAGE_MAX, showTotal: 'false' } });
          rows.push(...r.rows);
          if (r.rows.length < PAGE_MAX || v.needPage === 0) break;
        }
      }
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(sheetName(v.name));
      const columns = names.map((name) => ({ name, title: v.shows.find((s) => s.fieldName === name)!.fieldDesc, column: v.columns.find((c) => c.name === name) }));
      sheet.columns = columns.map((c) => ({ header: c.title, key: c.name, width: Math.min(Math.max(c.title.length * 2 + 4, 12), 40) }));
      // A coded column shows its labels: cellOf does so for a choice field.
      const choice = { type: 'select' } as FormField;
      for (const r of rows) {
        const row = sheet.addRow(columns.map((c) => cellOf(c.column?.options ? choice : undefined, r[c.name], c.column?.options && new Map(c.column.options.map((o) => [o.key, o.name])))));
        row.eachCell((cell) => {
          if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
        });
      }
      return { fileName: `${v.name}.xlsx`, content: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  };
}
export type ViewService = ReturnType<typeof createViewService>;
