import type { FormField, QueryFilter, formDataApi } from '@wp/contract';
import { formDictionaries, sealFileIds, validateValues, withComputed, type DictionaryKeys, type FormPermissions, type Signer } from '@wp/form';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { AppError, badRequest, conflict, invalid, invalidField, notFound } from '../../../platform/errors.js';
import type { Whitelist } from '../../../platform/query-filter.js';
import type { BoChangeTable } from '../../../db/schema.js';
import type { FilesService } from '../../files/files.service.js';
import type { Bo } from '../bo/bo.service.js';
import type { ListFilter, RecordsRepository, RecordWrite, StoredRecord } from '../bo/records.repository.js';
import type { ProcessLinksRepository } from '../bo/process-links.repository.js';
import { decode, encode, systemKeys } from '../bo/storage.js';
import { diffValues, type Change } from '../history/diff.js';
import type { Principal } from '../../uc/principals.js';
import { permissionOf, rowsVisible } from './rights.js';
import type { LoadedTemplate, TemplateService } from './template.service.js';

type Values = Record<string, unknown>;
export type Authorised = LoadedTemplate & { principal: Principal };
type DataRow = formDataApi.template.DataRow;
export type FormAction = (typeof formDataApi.template.formActions)[number];

/** What the list may filter and sort by: the BO's top-level fields and the system keys, each mapped to its column. */
export function whitelistOf(bo: Bo): Whitelist {
  const list: Whitelist = {};
  for (const [key, c] of Object.entries(bo.storage.columns)) {
    if (bo.fields.some((f) => f.key === key)) list[key] = { column: c.column, type: c.kind === 'number' || c.kind === 'flag' ? 'number' : 'text' };
  }
  for (const [key, column] of Object.entries(systemKeys)) list[key] = key === 'rev_' ? { column, type: 'number' } : column;
  return list;
}

/** A stored main row as a list row: field values by key, system keys with their trailing _. */
function rowOf(bo: Bo, r: Record<string, unknown>): DataRow {
  const out: DataRow = {
    id_: String(r.id), rev_: Number(r.rev), create_by_: (r.created_by as string | null) ?? null, create_time_: String(r.created_at),
    update_by_: (r.updated_by as string | null) ?? null, update_time_: String(r.updated_at),
  };
  for (const f of bo.fields) if (f.type !== 'subtable') out[f.key] = decode(r[bo.storage.columns[f.key].column], bo.storage.columns[f.key].kind);
  return out;
}

const DEFAULT_SORT: Array<[string, 'asc' | 'desc']> = [['created_at', 'desc'], ['id', 'desc']];
/** Records read per query when a whole result is read (an export): small batches keep the rows alive at once few (RSS), each an indexed read by id. */
const SCAN_BATCH = 200;

/** Files granted to a template's record (`<template id>:<record id>`): readable by whoever may read that record. */
const RECORD_FILE_GRANT = 'templateRecord';

/** The caller's sorts, then the template's own. */
const sorterOf = (t: LoadedTemplate, filter: QueryFilter | undefined) =>
  [...(filter?.sorter ?? []), ...t.settings.sortField.map((s) => ({ property: s.name, direction: s.sort }))];

/** Records of data templates: list, open in a form, save under the optimistic lock with change rows, delete, sub-table rows. */
export function createRecordsService(deps: {
  templates: TemplateService; repo: RecordsRepository; links: ProcessLinksRepository; clock: Clock;
  dictionaries: { keys(tenantId: string, typeKey: string): Promise<DictionaryKeys> };
  names: { nameOf(tenantId: string, userId: string): Promise<string> };
  calendar: (start: string, end: string) => number;
  /**
   * Users' seals: a signature field takes only the saver's own entry with their seal, opened by this session's
   * seal password (without them no signature may change).
   */
  seals?: { openedSealOf(session: Session): Promise<string | null> };
  /** Seals signed onto a record become readable to those who may read the record (RECORD_FILE_GRANT). */
  files?: Pick<FilesService, 'grant' | 'registerGrantChecker'>;
}) {
  const { templates, repo, links, clock, dictionaries, names, calendar } = deps;

  deps.files?.registerGrantChecker(RECORD_FILE_GRANT, async (session, ref) => {
    const [templateId, recordId] = ref.split(':');
    try {
      await visibleRecord(await templates.authorise(session, templateId, 'read'), recordId);
      return true;
    } catch (e) {
      // Refused or gone (403, 404): not readable through this record. Anything else is a fault to report.
      if (e instanceof AppError) return false;
      throw e;
    }
  });

  async function page(t: Authorised, filter: ListFilter | undefined, also?: QueryFilter) {
    const seen = rowsVisible(t);
    const size = t.settings.needPage === 2 ? -1 : t.settings.pageSize;
    if (seen === null) return { rows: [], total: 0, page: Number(filter?.pageBean?.page ?? 1), pageSize: Number(filter?.pageBean?.pageSize ?? size) };
    const sorter = sorterOf(t, filter);
    const f: ListFilter = { ...filter, sorter, pageBean: { ...filter?.pageBean, pageSize: filter?.pageBean?.pageSize ?? size } as ListFilter['pageBean'] };
    const r = await repo.page(t.bo.storage, t.row.tenant_id, { ...seen, also }, f, whitelistOf(t.bo), DEFAULT_SORT, size === -1 ? 1000 : size);
    // Whether a running process refers to a row: its delete would be refused (boDel), so the list says so up front.
    const running = await links.running(t.row.tenant_id, r.rows.map((x) => String(x.id)));
    return { ...r, rows: r.rows.map((x) => ({ ...rowOf(t.bo, x), inProcess_: running.has(String(x.id)) })) };
  }

  /** The stored record `id` if the caller may see it, else a 404 (never saying whether it exists for others). */
  async function visibleRecord(t: Authorised, id: string): Promise<StoredRecord> {
    const seen = rowsVisible(t);
    const record = seen === null ? undefined : await repo.get(t.bo.storage, t.row.tenant_id, id);
    if (!record) throw notFound('bo.record.notFound', { id });
    if (seen?.anyOf) {
      const hit = await repo.page(t.bo.storage, t.row.tenant_id, { ...seen, id }, { pageBean: { page: 1, pageSize: 1, showTotal: 'false' } }, whitelistOf(t.bo), DEFAULT_SORT, 1);
      if (hit.rows.length === 0) throw notFound('bo.record.notFound', { id });
    }
    return record;
  }

  /** A record's rows of one sub-table, keyed like the form's columns plus id_. */
  async function subRowsOf(bo: Bo, f: Extract<FormField, { type: 'subtable' }>, tenantId: string, recordId: string) {
    const sub = bo.storage.subs[f.key];
    const rows = await repo.subRows(bo.storage, f.key, tenantId, recordId);
    return rows.map((r) => ({ id_: String(r.id), ...Object.fromEntries(f.columns.map((c) => [c.key, decode(r[sub.columns[c.key].column], sub.columns[c.key].kind)])) }));
  }

  /** A record's values in the form's shape: main fields by key, each sub-table's rows (with their id_). */
  async function valuesOf(bo: Bo, record: StoredRecord): Promise<Values> {
    const values: Values = {};
    for (const f of bo.fields) {
      if (f.type !== 'subtable') {
        values[f.key] = decode(record[bo.storage.columns[f.key].column], bo.storage.columns[f.key].kind);
        continue;
      }
      values[f.key] = await subRowsOf(bo, f, record.tenant_id as string, record.id);
    }
    return values;
  }

  /** Sub-table rows without their id_ (the form knows no such column), and the ids by table and position. */
  function splitRowIds(bo: Bo, values: Values): { values: Values; ids: Record<string, Array<string | undefined>> } {
    const out: Values = { ...values };
    const ids: Record<string, Array<string | undefined>> = {};
    for (const f of bo.fields) {
      if (f.type !== 'subtable' || !Array.isArray(values[f.key])) continue;
      const rows = values[f.key] as unknown[];
      ids[f.key] = rows.map((r) => (r && typeof r === 'object' && typeof (r as Values).id_ === 'string' ? (r as Values).id_ as string : undefined));
      out[f.key] = rows.map((r) => {
        if (!r || typeof r !== 'object' || Array.isArray(r)) return r;
        const { id_: _id, ...rest } = r as Values;
        return rest;
      });
    }
    return { values: out, ids };
  }

  /** Who writes, when, and the dictionaries the values are checked against: the same for every record of one call. */
  interface WriteContext { userId: string; userName: string; at: string; dictionary: (k: string) => DictionaryKeys | undefined; signer?: Signer }

  /**
   * The context of writes by the caller now, with the dictionaries of the template's form and, when it has a
   * signature field, the seal `session` has opened (none without a session: copies, batch updates and imports
   * add no signature).
   */
  async function writeContext(t: Authorised, session?: Session): Promise<WriteContext> {
    const { userId } = t.principal;
    const tenantId = t.row.tenant_id;
    const signs = deps.seals && t.form.fields.some((f) => f.type === 'signature');
    const [userName, byDictKey, sealFileId] = await Promise.all([
      names.nameOf(tenantId, userId),
      formDictionaries(t.form.fields, (key) => dictionaries.keys(tenantId, key)),
      signs && session ? deps.seals!.openedSealOf(session) : null,
    ]);
    return { userId, userName, at: isoNow(clock), dictionary: (k) => byDictKey.get(k), signer: signs ? { userId, sealFileId } : undefined };
  }

  /**
   * The writes that take a record from `before` (its stored values, {} for a new one) to `raw` (values sent, with
   * sub-table rows carrying their id_): computed values the server's, every rule of the form checked (400 naming
   * `path.field`), sub-table rows keeping the ids they were read with (how history tells a changed row from a new
   * one), and the change rows, with `notes` (rows of their own, e.g. a copy's source) first.
   */
  function prepare(t: LoadedTemplate, ctx: WriteContext, p: { recordId: string; stored?: StoredRecord; before: Values; raw: Values; path: string; notes?: Change[] }): { write: RecordWrite; rev: number } {
    const { recordId, stored, before, raw } = p;
    const split = splitRowIds(t.bo, raw);
    const form = t.form;
    const own = new Set(form.fields.filter((f) => f.type === 'serialNo' || f.type === 'computed').map((f) => f.key));
    const kept = splitRowIds(t.bo, before).values;
    const merged = withComputed(form, { ...kept, ...Object.fromEntries(Object.entries(split.values).filter(([k]) => !own.has(k))) }, calendar);
    const permissions: FormPermissions = Object.fromEntries(form.fields.map((f) => [f.key, 'w']));
    const [problem] = validateValues(form, merged, permissions, { previous: kept, dictionary: ctx.dictionary, signer: ctx.signer });
    if (problem) throw invalidField(`${p.path}.${problem.path}`, `form.rule.${problem.rule}`, { label: problem.label, ...problem.params });

    const knownRows = new Map(t.bo.fields.filter((f) => f.type === 'subtable').map((f) => [f.key, new Set(((before[f.key] ?? []) as Values[]).map((r) => r.id_ as string))]));
    const after: Values = { ...merged };
    for (const f of t.bo.fields) {
      if (f.type !== 'subtable') continue;
      after[f.key] = ((merged[f.key] ?? []) as Values[]).map((r, i) => {
        const given = split.ids[f.key]?.[i];
        return { ...r, id_: given && knownRows.get(f.key)?.has(given) ? given : newId() };
      });
    }
    const rev = stored ? Number(stored.rev) + 1 : 1;
    const tenantId = t.row.tenant_id;
    const changes: BoChangeTable[] = [...(p.notes ?? []), ...diffValues(t.bo.fields, before, after)].map((c, ord) => ({
      id: newId(), tenant_id: tenantId, bo_def_id: t.bo.id, record_id: recordId, rev, ord, entity: c.entity, row_id: c.rowId, kind: c.kind,
      field: c.field, label: c.label, old_value: c.old === null ? null : JSON.stringify(c.old), new_value: c.new === null ? null : JSON.stringify(c.new),
      user_id: ctx.userId, user_name: ctx.userName, at: ctx.at,
    }));
    const main: Values = { updated_by: ctx.userId, updated_by_name: ctx.userName, updated_at: ctx.at };
    for (const f of t.bo.fields) if (f.type !== 'subtable') main[t.bo.storage.columns[f.key].column] = encode(after[f.key], t.bo.storage.columns[f.key].kind);
    if (!stored) Object.assign(main, { rev, created_by: ctx.userId, created_by_name: ctx.userName, created_at: ctx.at });
    const subs: Record<string, Values[]> = {};
    for (const f of t.bo.fields) {
      if (f.type !== 'subtable') continue;
      const sub = t.bo.storage.subs[f.key];
      subs[f.key] = (after[f.key] as Values[]).map((r, sn) => ({ id: r.id_, sn, ...Object.fromEntries(f.columns.map((c) => [sub.columns[c.key].column, encode(r[c.key], sub.columns[c.key].kind)])) }));
    }
    return { write: { id: recordId, tenantId, main, subs, changes }, rev };
  }

  return {
    /** listJson: a page of the template's records the caller may see; selectField/selectValue keep one value of a field, an empty value none. */
    async list(session: Session, body: { templateId: string; queryFilter?: QueryFilter; selectField?: string; selectValue?: string | number }) {
      const t = await templates.authorise(session, body.templateId, 'read');
      if (!body.selectField) return page(t, body.queryFilter);
      if (!Object.hasOwn(whitelistOf(t.bo), body.selectField)) throw invalid('selectField', `unknown field '${body.selectField}'`);
      // A data view inside a form whose own field is still empty shows nothing, not everything.
      if (body.selectValue === undefined || body.selectValue === '') return { rows: [], total: 0, page: 1, pageSize: t.settings.pageSize };
      return page(t, body.queryFilter, { querys: [{ property: body.selectField, operation: 'EQ', value: body.selectValue }] });
    },

    /** dataList_{key}: the same page as JSON rows, with the caller's column and button permissions. */
    async dataList(session: Session, key: string, filter: QueryFilter | undefined) {
      const t = await templates.authorise(session, key, 'read');
      return { ...(await page(t, filter)), permission: permissionOf(t.principal, t.settings) };
    },

    /** getForm: the form, a record's data (an empty one to add) and field permissions; `get` is read-only. */
    async form(session: Session, formKey: string, boAlias: string, q: { id?: string; action: FormAction; dataKey: string }) {
      const t = await templates.authorise(session, q.dataKey, q.action === 'get' ? 'read' : q.action, boAlias);
      if (formKey !== t.form.formKey) throw notFound('bo.formNotFound', { key: formKey });
      let values: Values = {};
      if (q.action === 'add') {
        for (const f of t.form.fields) values[f.key] = f.type === 'subtable' ? [] : null;
      } else {
        if (!q.id) throw badRequest('bo.record.idRequired');
        const record = await visibleRecord(t, q.id);
        values = { ...(await valuesOf(t.bo, record)), id_: record.id, rev_: Number(record.rev) };
      }
      const mode = q.action === 'get' ? 'r' : 'w';
      const editable = q.action !== 'get';
      return {
        result: true as const,
        form: { id: t.form.id, formKey: t.form.formKey, name: t.form.name, version: t.form.version, fields: t.form.fields },
        permission: {
          fields: Object.fromEntries(t.form.fields.map((f) => [f.key, mode])) as Record<string, 'w' | 'r'>,
          table: Object.fromEntries(t.form.fields.filter((f) => f.type === 'subtable').map((f) => [f.key, { hidden: false, add: editable, del: editable, edit: editable }])),
        },
        data: { [t.bo.alias]: values },
      };
    },

    /**
     * boSave: adds a record (no id_) or changes one (id_ and the rev_ it was read at). The values must pass
     * every rule of the form (@wp/form validateValues, 400 naming the field); computed values are the server's.
     * A save over a newer revision is refused with 409 naming who changed it and when; the change rows are
     * written in the save's transaction.
     */
    async save(session: Session, boAlias: string, body: Record<string, unknown>) {
      const templateKey = String(body.templateKey);
      const sent = body[boAlias];
      const id = sent && typeof sent === 'object' && typeof (sent as Values).id_ === 'string' ? (sent as Values).id_ as string : undefined;
      const t = await templates.authorise(session, templateKey, id ? 'edit' : 'add', boAlias);
      if (!sent || typeof sent !== 'object' || Array.isArray(sent)) throw invalidField(boAlias, 'bo.record.dataRequired');
      const tenantId = session.tenantId;
      let stored: StoredRecord | undefined;
      let before: Values = {};
      if (id) {
        const rev = (sent as Values).rev_;
        if (typeof rev !== 'number') throw invalidField(`${boAlias}.rev_`, 'bo.record.revRequired');
        stored = await visibleRecord(t, id);
        if (Number(stored.rev) !== rev) throw conflict('bo.record.conflict', { name: stored.updated_by_name ?? '', time: stored.updated_at });
        before = await valuesOf(t.bo, stored);
      }
      const { id_: _i, rev_: _r, ...raw } = sent as Values;
      const ctx = await writeContext(t, session);
      const { write, rev } = prepare(t, ctx, { recordId: id ?? newId(), stored, before, raw, path: boAlias });
      const earlier = new Set(sealFileIds(t.form.fields, before));
      const newSeals = sealFileIds(t.form.fields, raw).filter((fileId) => !earlier.has(fileId));
      const recordId = write.id;
      if (!stored) {
        await repo.insert(t.bo.storage, write);
      } else if (!(await repo.update(t.bo.storage, write, Number(stored.rev)))) {
        const now = await repo.get(t.bo.storage, tenantId, recordId);
        throw conflict('bo.record.conflict', { name: now?.updated_by_name ?? '', time: now?.updated_at ?? '' });
      }
      for (const fileId of newSeals) await deps.files?.grant(fileId, RECORD_FILE_GRANT, `${t.row.id}:${recordId}`);
      return { id: recordId, rev };
    },

    /** boDel: deletes records with their sub-table rows; unknown or unseen ids are a 404, records of a running process a 409. */
    async remove(session: Session, boAlias: string, q: { ids: string; templateKey: string }) {
      const t = await templates.authorise(session, q.templateKey, 'del', boAlias);
      const ids = [...new Set(q.ids.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length === 0 || ids.length > 500) throw invalid('ids', 'one to 500 ids, comma-separated');
      for (const id of ids) await visibleRecord(t, id);
      const running = await links.running(session.tenantId, ids);
      if (running.size) throw conflict('bo.record.running', { ids: [...running].join(',') });
      await repo.remove(t.bo.storage, session.tenantId, ids);
    },

    /** getSubData: the rows of one sub-table of a record the caller may see, keyed like the form's columns plus id_. */
    async subData(session: Session, q: { alias: string; refId: string; templateKey: string }) {
      const t = await templates.authorise(session, q.templateKey, 'read');
      const field = t.bo.fields.find((f) => f.type === 'subtable' && f.key === q.alias);
      if (!field || field.type !== 'subtable') throw notFound('bo.sub.notFound', { alias: q.alias });
      const record = await visibleRecord(t, q.refId);
      return subRowsOf(t.bo, field, session.tenantId, record.id);
    },

    /** Whether the caller may see record `id` of the template (the history's check). */
    visibleRecord,

    /**
     * Every row the list would show for this filter (visibility, sorts) in batches, so memory stays flat however
     * many there are, or only `onePage`; `onlyFilter` keeps the rows of that one of the template's filters (when the caller holds it).
     */
    async *scan(t: Authorised, filter: QueryFilter | undefined, onlyFilter?: string, onePage?: { page: number; size: number }): AsyncGenerator<DataRow[]> {
      const seen = rowsVisible(t, onlyFilter);
      if (seen === null) return;
      const sorter = sorterOf(t, filter);
      const whitelist = whitelistOf(t.bo);
      if (onePage) {
        const f: QueryFilter = { ...filter, sorter, pageBean: { page: onePage.page, pageSize: onePage.size, showTotal: 'false' } };
        const r = await repo.page(t.bo.storage, t.row.tenant_id, seen, f, whitelist, DEFAULT_SORT, onePage.size);
        if (r.rows.length) yield r.rows.map((x) => rowOf(t.bo, x));
        return;
      }
      const ids = await repo.ids(t.bo.storage, t.row.tenant_id, seen, { ...filter, sorter }, whitelist, DEFAULT_SORT);
      for (let from = 0; from < ids.length; from += SCAN_BATCH) {
        const batch = ids.slice(from, from + SCAN_BATCH);
        const byId = new Map((await repo.byIds(t.bo.storage, t.row.tenant_id, batch)).map((r) => [r.id as string, r]));
        // A record deleted since the ids were read is left out.
        const rows = batch.flatMap((id) => { const r = byId.get(id); return r ? [rowOf(t.bo, r)] : []; });
        if (rows.length) yield rows;
      }
    },

    /** For the other record operations (copy, batch update, import): values, the write of a change, its context. */
    valuesOf,
    prepare,
    /** The context of writes by the caller now, with the dictionaries of the template's form. */
    writeContext,
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
