import ExcelJS from 'exceljs';
import { formDataApi, type FormField, type QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { invalidField, notFound } from '../../../platform/errors.js';
import type { Principals } from '../../uc/principals.js';
import { cellOf, looksLikeFormula } from '../transfer/cells.js';
import { checkNames, splitFilter } from './conditions.js';
import { definitionRow, usableDefinition } from './definition.js';
import type { QueryDefinitionsRepository } from './definitions.repository.js';
import { pageOfSource, type OpenedSource, type SourceColumn, type Sources } from './sources.repository.js';

type Settings = formDataApi.query.QueryViewSettings;
type View = formDataApi.query.QueryView;
/** needPage 0, and an export of every row: at most this many rows per page, and pages per file. */
const PAGE_MAX = 1000;
const EXPORT_PAGES = 10;

/** The default sorts of a view: its shown columns' defaultSort, by sortSeq. */
const sortsOf = (v: Settings): Array<[string, 'asc' | 'desc']> =>
  v.shows.map((s, i) => ({ s, i })).filter(({ s }) => s.defaultSort).sort((a, b) => (a.s.sortSeq ?? a.i) - (b.s.sortSeq ?? b.i))
    .map(({ s }) => [s.fieldName, s.defaultSort === 'DESC' ? 'desc' : 'asc']);

/** A column or parameter as getJson shows it: without how the server stores or rounds it. */
const described = ({ name, type, label, options }: Omit<SourceColumn, 'kind' | 'precision'>) => ({ name, type, label, ...(options ? { options } : {}) });

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Query views: a registered view with the columns shown, search conditions, buttons and paging; its pages and xlsx export. */
export function createViewService(deps: { db: Db; repo: QueryDefinitionsRepository; sources: Sources; principals: Principals; clock: Clock }) {
  const { db, repo, sources, principals, clock } = deps;

  /** A view the caller may use: 404 unknown, 403 when its right leaves them out. */
  async function usable(session: Session, sqlAlias: string, alias: string): Promise<View> {
    const row = await repo.view(session.tenantId, sqlAlias, alias);
    const settings = await usableDefinition<Settings>(principals, session, row, () => notFound('bo.query.viewNotFound', { sqlAlias, alias }));
    const v = sources.view(settings.view);
    return { ...settings, columns: v.columns.map(described), parameters: v.parameters.map(described) };
  }

  /** The view opened for the caller's filter (conditions.ts splitFilter); `rest` filters its rows. */
  async function open(session: Session, v: View, filter: QueryFilter | undefined): Promise<{ src: OpenedSource; rest: QueryFilter }> {
    const { params, rest } = splitFilter(filter, new Set(v.parameters.map((p) => p.name)));
    return { src: await sources.open(session, { view: v.view }, params), rest };
  }

  const shownKeys = (v: View) => v.shows.map((s) => s.fieldName);

  /** A page of an opened view as `filter` asks, rows keyed by the shown columns' fieldNames. */
  function pageOf(v: View, src: OpenedSource, filter: QueryFilter) {
    const size = v.needPage === 0 ? PAGE_MAX : Number(filter.pageBean?.pageSize ?? v.pageSize);
    const f: QueryFilter = { ...filter, pageBean: { page: v.needPage === 0 ? 1 : Number(filter.pageBean?.page ?? 1), pageSize: size, showTotal: filter.pageBean?.showTotal ?? true } };
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
      return repo.saveView({ ...definitionRow(clock, tenantId, userId, settings), sql_alias: settings.sqlAlias });
    },

    /** getJson: the view's settings with its columns and parameters. */
    getJson: (session: Session, q: { sqlAlias: string; alias: string }) => usable(session, q.sqlAlias, q.alias),

    /** data_{sqlAlias}/{alias}: a page of rows keyed by fieldName. */
    async data(session: Session, sqlAlias: string, alias: string, filter: QueryFilter | undefined) {
      const v = await usable(session, sqlAlias, alias);
      const { src, rest } = await open(session, v, filter);
      return pageOf(v, src, rest);
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
      // The view is opened (its template authorised, its query built) once for every page of the file.
      const { src, rest } = await open(session, v, filter);
      const rows: Array<Record<string, unknown>> = [];
      if (q.getType === 'page') {
        rows.push(...(await pageOf(v, src, rest)).rows);
      } else {
        for (let n = 1; n <= EXPORT_PAGES; n++) {
          const r = await pageOf(v, src, { ...rest, pageBean: { page: n, pageSize: PAGE_MAX, showTotal: 'false' } });
          rows.push(...r.rows);
          if (r.rows.length < PAGE_MAX || v.needPage === 0) break;
        }
      }
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(sheetName(v.name));
      // A coded column shows its labels: cellOf does so for a choice field.
      const choice = { type: 'select' } as FormField;
      const columns = names.map((name) => {
        const options = v.columns.find((c) => c.name === name)?.options;
        return { name, title: v.shows.find((s) => s.fieldName === name)!.fieldDesc, field: options && choice, labels: options && new Map(options.map((o) => [o.key, o.name])) };
      });
      sheet.columns = columns.map((c) => ({ header: c.title, key: c.name, width: Math.min(Math.max(c.title.length * 2 + 4, 12), 40) }));
      for (const r of rows) {
        const row = sheet.addRow(columns.map((c) => cellOf(c.field, r[c.name], c.labels)));
        row.eachCell((cell) => {
          if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
        });
      }
      return { fileName: `${v.name}.xlsx`, content: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  };
}
export type ViewService = ReturnType<typeof createViewService>;
