import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FormField, QueryFilter, formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { forbidden, invalidField } from '../../../platform/errors.js';
import type { RecordsService, Authorised } from '../template/records.service.js';
import { whitelistOf } from '../template/records.service.js';
import type { TemplateService } from '../template/template.service.js';
import { holds } from '../template/rights.js';
import { cellOf, looksLikeFormula } from './cells.js';
import { labelsOf, type DictionaryItems, type PeopleNames } from './labels.js';

/** Titles of the system keys a template may export. */
const systemTitles: Record<string, string> = { id_: '主键', rev_: '版本', create_by_: '创建人', create_time_: '创建时间', update_by_: '修改人', update_time_: '修改时间' };

type DataRow = formDataApi.template.DataRow;

interface Column { key: string; title: string; field?: FormField }

/** The fields to export: `expField` (Base64 of comma-joined names), else the template's export, else list fields, else every field. */
function columnsOf(t: Authorised, expField: string | undefined): Column[] {
  let names: string[];
  if (expField !== undefined && expField !== '') {
    const text = Buffer.from(expField, 'base64').toString('utf8');
    if (!/^[A-Za-z0-9+/=_-]+$/.test(expField) || !/^[\w,\s]+$/.test(text)) throw invalidField('expField', 'bo.export.badFields');
    names = text.split(',').map((s) => s.trim()).filter(Boolean);
  } else {
    // Without a choice, the template's columns the caller may see (asking for one they may not see is a 403 below).
    const hidden = new Set(t.settings.displayField.filter((c) => !holds(t.principal, c.right)).map((c) => c.name));
    names = (t.settings.exportField.length ? t.settings.exportField : t.settings.displayField).map((c) => c.name).filter((n) => !hidden.has(n));
    if (!names.length) names = t.bo.fields.filter((f) => f.type !== 'subtable' && !hidden.has(f.key)).map((f) => f.key);
  }
  const allowed = whitelistOf(t.bo);
  return [...new Set(names)].map((key) => {
    if (!Object.hasOwn(allowed, key)) throw invalidField('expField', 'bo.export.unknownField', { name: key });
    const shown = t.settings.displayField.find((c) => c.name === key);
    // A column the caller may not see in the list may not leave in a file either.
    if (shown && !holds(t.principal, shown.right)) throw forbidden('bo.export.column', { field: 'expField', name: key });
    const field = t.bo.fields.find((f) => f.key === key);
    const title = shown?.desc ?? t.settings.exportField.find((c) => c.name === key)?.desc ?? field?.label ?? systemTitles[key] ?? key;
    return { key, title, field };
  });
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Export of data template records to xlsx, written as a stream (exceljs WorkbookWriter) one page of rows at a time. */
export function createExportService(deps: { templates: TemplateService; records: Pick<RecordsService, 'scan'>; dictionaryItems: DictionaryItems; people: PeopleNames }) {
  const { templates, records, dictionaryItems, people } = deps;
  return {
    /**
     * Checks the caller's rights and the request, then answers the file's name and a stream the workbook is
     * written into: the list's filter (one page for getType=page) and the caller's rows, each chosen field under
     * its title, choices by their labels, formula-looking text as text cells.
     */
    async open(session: Session, q: { formKey: string; getType?: string; filterKey?: string; expField?: string }, filter: QueryFilter | undefined): Promise<{ fileName: string; stream: Readable }> {
      const t = await templates.authorise(session, q.formKey, 'export');
      const columns = columnsOf(t, q.expField);
      if (q.filterKey !== undefined && q.filterKey !== '' && !t.settings.filterField.some((f) => f.key === q.filterKey && holds(t.principal, f.right))) {
        throw invalidField('filterKey', 'bo.filter.notHeld', { key: q.filterKey });
      }
      const labels = await labelsOf(dictionaryItems, people, session.tenantId, t.bo.fields);
      const onePage = q.getType === 'page';
      const size = Math.min(Math.max(Number(filter?.pageBean?.pageSize ?? t.settings.pageSize), 1), 1000);
      const pages = onePage
        ? records.scan(t, filter, q.filterKey || undefined, { page: Number(filter?.pageBean?.page ?? 1), size })
        : records.scan(t, filter, q.filterKey || undefined);
      // The first page is read before the response starts, so a bad filter is still a 400 and not a broken file.
      const first = await pages.next();

      const stream = new PassThrough();
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
      const sheet = book.addWorksheet(sheetName(t.settings.name));
      sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.min(Math.max(c.title.length * 2 + 4, 12), 40) }));
      const write = (rows: DataRow[]) => {
        for (const r of rows) {
          const row = sheet.addRow(columns.map((c) => cellOf(c.field, r[c.key], c.field && labels(c.field))));
          row.eachCell((cell) => {
            // A string cell is never a formula in xlsx; the text format also keeps it text when a user edits it.
            if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
          });
          row.commit();
        }
      };
      void (async () => {
        if (!first.done) {
          write(first.value);
          // The generator goes on after the first page; the loop takes the rest.
          for await (const rows of onePage ? [] : pages) {
            write(rows);
            // Let the response drain between pages so a large export does not pile up in memory.
            if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
          }
        }
        sheet.commit();
        await book.commit();
      })().catch((e: unknown) => stream.destroy(e as Error));
      return { fileName: `${t.settings.name}.xlsx`, stream };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
