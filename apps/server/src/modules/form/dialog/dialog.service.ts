import type { QueryFilter, formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { badRequest, forbidden, invalidField, notFound } from '../../../platform/errors.js';
import type { Principal, Principals } from '../../uc/principals.js';
import type { DirectoryService } from '../../uc/directory.service.js';
import type { BoService } from '../bo/bo.service.js';
import type { RecordsRepository } from '../bo/records.repository.js';
import { holds } from '../template/rights.js';
import { namedFields, rowFields, rowKey, toWire, treeOf, type StoredDialog } from './definition.js';
import type { DialogRepository } from './dialog.repository.js';
import { conditionsOf, parseMapParam, searchOf, type Search } from './params.js';
import { fetchRest, planRestRequest, readRestReply } from './rest.js';
import { openBoSource, type RegisteredSources, type TableSource } from './sources.js';

type Row = Record<string, unknown>;
type DialogPage = formDataApi.dialog.DialogPage;

/** What a getListData call asks, from either method: mapParam as sent (text and/or object), querys, paging, a tree node. */
export interface ListRequest {
  mapParamText?: string;
  mapParam?: formDataApi.dialog.DialogParams;
  querys?: QueryFilter['querys'];
  page?: number;
  pageSize?: number;
  pid?: string;
}

/** The rows of a dialog that is not paged, at most. */
const ALL_ROWS = 1000;

/**
 * Custom dialogs: the definition for the client, and pages of rows from a business object, a registered source
 * or a REST URL (on an allow-listed host), with the definition's operators and the caller's rights.
 */
export function createDialogService(deps: {
  repo: DialogRepository; principals: Principals;
  bos: Pick<BoService, 'byAlias'>; records: Pick<RecordsRepository, 'page'>; registered: RegisteredSources;
  directory: Pick<DirectoryService, 'orgsOfUser'>;
  /** Hosts REST dialogs may call (none: every REST dialog is refused) and the fetch to call them with. */
  allowedHosts: ReadonlySet<string>; fetch?: typeof fetch;
}) {
  const { repo, principals } = deps;

  /** The dialog if the caller may use it: 404 for an unknown alias, 403 when its right does not name them. */
  async function usable(session: Session, alias: string) {
    const row = await repo.byAlias(session.tenantId, alias);
    if (!row) throw notFound('bo.dialog.notFound', { alias });
    const def = JSON.parse(row.settings_json) as StoredDialog;
    const principal = await principals.of(session);
    if (!holds(principal, def.right)) throw forbidden('bo.dialog.noRight');
    return { row, def, principal };
  }

  async function openSource(session: Session, def: StoredDialog, principal: Principal): Promise<TableSource> {
    const source = def.source!;
    const opened = source.kind === 'bo'
      ? await openBoSource({ bos: deps.bos, records: deps.records, repo }, principal, source.boAlias)
      : deps.registered.open(session.tenantId, source.name);
    // A definition naming a field its source lacks is a fault of the definition: said, not silently dropped.
    const missing = namedFields(def).find(([, field]) => !opened.fields.has(rowKey(field)));
    if (missing) throw invalidField(missing[0], 'bo.dialog.unknownField', { name: missing[1] });
    return opened;
  }

  /** The client's sort (a field of the rows), then the definition's. */
  function sorterOf(def: StoredDialog, search: Search): NonNullable<QueryFilter['sorter']> {
    const own = search.sort;
    if (own && !rowFields(def).includes(rowKey(own.field))) throw invalidField('mapParam.sortField', 'bo.dialog.unknownField', { name: own.field });
    return [...(own ? [{ property: rowKey(own.field), direction: own.direction }] : []), ...def.sortfield.map((s) => ({ property: rowKey(s.field), direction: s.sortType }))];
  }

  /** How a dialog's rows read as the contract gives them: its fields by lower-cased name; a tree's rows with id, pid, displayName and isParent. */
  const shaperOf = (def: StoredDialog) => {
    const keys = rowFields(def);
    const tree = treeOf(def);
    return (r: Row, parents?: ReadonlySet<string>): Row => {
      const out: Row = Object.fromEntries(keys.map((k) => [k, r[k] ?? null]));
      if (!tree) return out;
      const id = String(r[rowKey(tree.id)] ?? '');
      const pid = r[rowKey(tree.pid)];
      return { ...out, id, pid: pid === null || pid === undefined || pid === '' ? null : String(pid), displayName: String(r[rowKey(tree.displayName)] ?? ''), isParent: parents?.has(id) ?? false };
    };
  };

  async function tableRows(session: Session, def: StoredDialog, principal: Principal, search: Search, req: ListRequest, paging: { page: number; pageSize: number }) {
    const source = await openSource(session, def, principal);
    const querys = conditionsOf(def, search);
    const tree = treeOf(def);
    if (tree && req.pid !== undefined) querys.push({ property: rowKey(tree.pid), operation: 'EQ', value: req.pid, relation: 'AND' });
    // Without a node, a tree starts at its roots; a search looks at every level.
    else if (tree && search.values.size === 0) querys.push(tree.pvalue !== undefined
      ? { property: rowKey(tree.pid), operation: 'EQ', value: tree.pvalue, relation: 'AND' }
      : { property: rowKey(tree.pid), operation: 'ISNULL', relation: 'AND' });
    const page = await source.page({ querys, sorter: sorterOf(def, search), pageBean: { page: paging.page, pageSize: paging.pageSize } }, paging.pageSize);
    let parents: Set<string> | undefined;
    if (tree && page.rows.length) {
      const ids = page.rows.map((r) => String(r[rowKey(tree.id)]));
      const children = await source.page({ querys: [{ property: rowKey(tree.pid), operation: 'IN', value: ids }], pageBean: { page: 1, pageSize: ALL_ROWS, showTotal: false } }, ALL_ROWS);
      parents = new Set(children.rows.map((r) => String(r[rowKey(tree.pid)])));
    }
    const shape = shaperOf(def);
    return { ...page, rows: page.rows.map((r) => shape(r, parents)) };
  }

  /**
   * The values REST placeholders may use: every search field (empty when not searched), paging, the node, the
   * caller with their main organisation and first post (the principal already holds their posts).
   */
  async function restContext(session: Session, principal: Principal, def: StoredDialog, search: Search, req: ListRequest, paging: { page: number; pageSize: number }) {
    const orgs = await deps.directory.orgsOfUser(session, session.userId);
    const ctx: Record<string, unknown> = {
      page: paging.page, pageSize: paging.pageSize, pid: req.pid ?? '', userId: session.userId, account: session.account,
      orgId: (orgs.find((o) => o.isMaster === 1) ?? orgs[0])?.id ?? '', postId: [...principal.postIds][0] ?? '',
    };
    for (const c of def.conditionfield) {
      const v = search.values.get(c.field) ?? '';
      for (const name of [c.field, c.field.toUpperCase(), c.field.toLowerCase()]) ctx[name] = v;
    }
    return ctx;
  }

  async function restRows(session: Session, principal: Principal, def: StoredDialog, search: Search, req: ListRequest, paging: { page: number; pageSize: number }) {
    const ctx = await restContext(session, principal, def, search, req, paging);
    const plan = planRestRequest(def, ctx, search.values, deps.allowedHosts);
    const reply = readRestReply(def, await fetchRest(plan, deps.fetch), paging);
    const shape = shaperOf(def);
    return { ...reply, rows: reply.rows.slice(0, ALL_ROWS).map((r) => shape(r)) };
  }

  return {
    /** getByAlias: the definition for the client (field names upper-cased). */
    async getByAlias(session: Session, alias: string): Promise<formDataApi.dialog.CustomDialog> {
      const { row, def } = await usable(session, alias);
      return toWire(row, def);
    },

    /** getListData: a page of rows (the dialog's page size, 20 unless configured; all rows, at most 1000, when it is not paged). */
    async listData(session: Session, alias: string, req: ListRequest): Promise<DialogPage> {
      const { def, principal } = await usable(session, alias);
      const search = searchOf(def, { ...parseMapParam(req.mapParamText), ...req.mapParam }, req.querys);
      if (req.pid !== undefined && !treeOf(def)) throw badRequest('bo.dialog.notTree');
      const paging = def.needPage ? { page: req.page ?? 1, pageSize: req.pageSize ?? def.pageSize } : { page: 1, pageSize: ALL_ROWS };
      const result = def.dsType === 'restful'
        ? await restRows(session, principal, def, search, req, paging)
        : await tableRows(session, def, principal, search, req, paging);
      // The original's rule: a dialog that is not paged says its page holds all its rows.
      return def.needPage ? result : { ...result, page: 1, pageSize: result.rows.length, total: result.rows.length };
    },
  };
}
export type DialogService = ReturnType<typeof createDialogService>;
