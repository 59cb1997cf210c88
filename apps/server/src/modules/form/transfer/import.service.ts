import ExcelJS from 'exceljs';
import { validateValues, type FormPermissions } from '@wp/form';
import type { FormField, PageList, QueryFilter, formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';
import { catalogues, t as text, type Lang, type MessageKey } from '../../../platform/messages.js';
import type { ImportLogTable } from '../../../db/schema.js';
import type { RecordsRepository, RecordWrite } from '../bo/records.repository.js';
import type { RecordsService } from '../template/records.service.js';
import { may } from '../template/rights.js';
import type { TemplateService } from '../template/template.service.js';
import { looksLikeFormula, unresolvedNames, valueOf } from './cells.js';
import type { ImportRepository } from './import.repository.js';
import { labelsOf, type DictionaryItems, type PeopleNames } from './labels.js';
import { readSheet, type Sheet } from '../../../platform/sheet.js';

type Report = formDataApi.transfer.ImportReport;
type ImportError = formDataApi.transfer.ImportError;

/** The most rows one import takes (the benchmark's 10,000 and room to spare). */
export const MAX_IMPORT_ROWS = 20000;
/** The most errors a report carries in a reply; the report file has all. */
const ERRORS_SHOWN = 1000;

const reportOf = (r: Omit<ImportLogTable, 'sheet_json' | 'values_json'>): Report => ({
  id: r.id, templateKey: r.template_key, fileName: r.file_name, status: r.status as Report['status'], total: r.total, ok: r.ok, failed: r.failed,
  errors: (JSON.parse(r.errors_json) as ImportError[]).slice(0, ERRORS_SHOWN), userId: r.user_id, userName: r.user_name, createTime: r.created_at, commitTime: r.committed_at,
});

/** Every language's title of the report's error column: a report uploaded again is not refused for it. */
const errorTitles = new Set(Object.values(catalogues).map((c) => c['bo.import.errorColumn']));

/** The field each header names (by label or key); the fields a user enters only (not sub-tables, serial numbers, computed values). */
function fieldsOfHeaders(fields: readonly FormField[], headers: string[]): Array<FormField | null> {
  const own = fields.filter((f) => f.type !== 'subtable' && f.type !== 'serialNo' && f.type !== 'computed');
  return headers.map((h, i) => {
    if (h === '' || errorTitles.has(h)) return null;
    const f = own.find((x) => x.label === h) ?? own.find((x) => x.key === h);
    if (!f) throw new AppError(400, 'bo.import.unknownColumn', 'bo.import.unknownColumn', { col: i + 1, name: h });
    return f;
  });
}

/**
 * Import of data template records from xlsx in two steps: a dry run that checks every cell with the form's rules
 * (@wp/form validateValues) and stores only its report, then a commit that stores every row in one transaction,
 * allowed only when no row failed.
 */
export function createImportService(deps: {
  repo: ImportRepository; templates: TemplateService; records: Pick<RecordsService, 'prepare' | 'writeContext'>; recordsRepo: Pick<RecordsRepository, 'insertAll'>;
  dictionaryItems: DictionaryItems; people: PeopleNames; clock: Clock; names: { nameOf(tenantId: string, userId: string): Promise<string> };
}) {
  const { repo, templates, records, recordsRepo, dictionaryItems, people, clock, names } = deps;

  /** An import of a template the caller may import into; 404 when it is another tenant's or not theirs. */
  async function ownImport(session: Session, id: string) {
    const log = await repo.get(session.tenantId, id);
    if (!log) throw notFound('bo.import.notFound', { id });
    const t = await templates.authorise(session, log.template_id, 'import');
    if (log.user_id !== session.userId && !t.principal.isAdmin) throw notFound('bo.import.notFound', { id });
    return { log, t };
  }

  return {
    /** The dry run: reads the sheet, checks every cell, stores and answers the report (messages in the caller's language). */
    async check(session: Session, lang: Lang, templateKey: string, upload: { fileName: string; content: Buffer }): Promise<Report> {
      const t = await templates.authorise(session, templateKey, 'import');
      // An xlsx is a zip: its first bytes say so whatever the name claims.
      if (!/\.xlsx$/i.test(upload.fileName) || upload.content.subarray(0, 2).toString('latin1') !== 'PK') throw badRequest('bo.import.badType');
      let sheet: Sheet;
      try {
        sheet = await readSheet(upload.content);
      } catch {
        throw badRequest('bo.import.badType');
      }
      if (sheet.rows.length === 0) throw badRequest('bo.import.empty');
      if (sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest('bo.import.tooMany', { max: MAX_IMPORT_ROWS });
      const columns = fieldsOfHeaders(t.form.fields, sheet.headers);
      const labels = await labelsOf(dictionaryItems, people, session.tenantId, t.form.fields);
      const { dictionary } = await records.writeContext(t);
      const permissions: FormPermissions = Object.fromEntries(t.form.fields.map((f) => [f.key, 'w']));
      const errors: ImportError[] = [];
      const values: Array<Record<string, unknown>> = [];
      let failed = 0;
      for (const { row, cells } of sheet.rows) {
        const v: Record<string, unknown> = {};
        columns.forEach((f, i) => { if (f) v[f.key] = valueOf(f, cells[i] ?? '', labels(f)); });
        const problems = validateValues(t.form, v, permissions, { dictionary });
        for (const p of problems) {
          errors.push({ row, field: p.path, label: p.label, message: text(lang, `form.rule.${p.rule}` as MessageKey, { field: p.path, label: p.label, ...p.params }) });
        }
        // A person or organisation is written by name or id; one the sheet names that is no one's, or more than one's, is refused.
        const unresolved = columns.flatMap((f) => (f ? unresolvedNames(f, v[f.key], labels(f)).map((u) => ({ f, ...u })) : []));
        for (const { f, name, ambiguous } of unresolved) {
          errors.push({ row, field: f.key, label: f.label, message: text(lang, ambiguous ? 'bo.import.ambiguousName' : 'bo.import.unknownName', { field: f.key, name }) });
        }
        if (problems.length || unresolved.length) failed++;
        values.push(v);
      }
      const at = isoNow(clock);
      const log: ImportLogTable = {
        id: newId(), tenant_id: session.tenantId, template_id: t.row.id, template_key: t.row.alias, file_name: upload.fileName.slice(0, 255),
        status: failed ? 'failed' : 'checked', total: sheet.rows.length, ok: sheet.rows.length - failed, failed, errors_json: JSON.stringify(errors),
        sheet_json: JSON.stringify(sheet), values_json: failed ? null : JSON.stringify(values),
        user_id: session.userId, user_name: await names.nameOf(session.tenantId, session.userId), created_at: at, committed_at: null,
      };
      await repo.insert(log);
      return reportOf(log);
    },

    /** Stores every row of a checked import in one transaction with its change rows; 409 when it failed or is already stored. */
    async commit(session: Session, id: string) {
      const { log, t } = await ownImport(session, id);
      if (!may(t.principal, t.settings, 'add')) throw forbidden('bo.right.add');
      if (log.status !== 'checked' || !log.values_json) throw conflict('bo.import.notReady');
      const ctx = await records.writeContext(t);
      const rows = JSON.parse(log.values_json) as Array<Record<string, unknown>>;
      const writes: RecordWrite[] = rows.map((raw, i) => records.prepare(t, ctx, { recordId: newId(), before: {}, raw, path: `rows[${i}]` }).write);
      await recordsRepo.insertAll(t.bo.storage, writes, async (tx) => {
        if (!(await repo.markCommitted(tx, session.tenantId, id, ctx.at))) throw conflict('bo.import.notReady');
      });
      return { id, inserted: writes.length };
    },

    /** The sheet as imported with an error column: every broken cell of the row, by its column title. */
    async reportFile(session: Session, lang: Lang, id: string): Promise<{ fileName: string; content: Buffer }> {
      const { log } = await ownImport(session, id);
      const sheet = JSON.parse(log.sheet_json) as Sheet;
      const byRow = new Map<number, string[]>();
      for (const e of JSON.parse(log.errors_json) as ImportError[]) {
        const messages = byRow.get(e.row);
        if (messages) messages.push(e.message); else byRow.set(e.row, [e.message]);
      }
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('Sheet1');
      ws.addRow([...sheet.headers, text(lang, 'bo.import.errorColumn')]);
      for (const { row, cells } of sheet.rows) {
        const r = ws.addRow([...cells, byRow.get(row)?.join('；') ?? null]);
        r.eachCell((cell) => { if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@'; });
      }
      return { fileName: log.file_name.replace(/\.xlsx$/i, '') + '_report.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) };
    },

    /** formDataImportLog listJson: a template's past imports with their reports. */
    async list(session: Session, body: QueryFilter & { templateKey: string }): Promise<PageList<Report>> {
      const { templateKey, ...filter } = body;
      const t = await templates.authorise(session, templateKey, 'import');
      const r = await repo.page(session.tenantId, t.row.id, filter);
      return { ...r, rows: r.rows.map(reportOf) };
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
