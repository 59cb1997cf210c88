import type { QueryFilter, formDataApi } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import { badRequest, forbidden } from '../../../platform/errors.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';
import type { Principal } from '../../uc/principals.js';
import { createDirectoryRepository } from '../../uc/directory.repository.js';
import type { BoService } from '../bo/bo.service.js';
import type { RecordsRepository, Scope } from '../bo/records.repository.js';
import { decode, systemKeys } from '../bo/storage.js';
import { whitelistOf } from '../template/records.service.js';
import { holds, rowsVisible } from '../template/rights.js';
import { rowKey, withRowKeys } from './definition.js';
import type { DialogRepository } from './dialog.repository.js';

type Row = Record<string, unknown>;
type Settings = formDataApi.template.TemplateSettings;
export interface SourcePage { rows: Row[]; total: number; page: number; pageSize: number }

/**
 * Rows a dialog reads through SQL: its fields (lower-cased names, the only names that reach SQL, through the
 * whitelist) and a page of rows for a QueryFilter, each row keyed by those names.
 */
export interface TableSource {
  /** What the rights allow to call it, for messages. */
  name: string;
  fields: ReadonlySet<string>;
  page(filter: QueryFilter, pageSize: number): Promise<SourcePage>;
}

/**
 * What of a BO the caller may read, as data templates decide it (template/rights.ts): administrators all of
 * it; others the rows of the templates over the BO whose read right names them — all rows when one of those has
 * no row filters, else the rows any filter whose right names them allows (none when no filter does). 'denied'
 * when no template lets them read at all.
 */
function boScopeOf(p: Principal, templates: readonly Settings[]): Scope | null | 'denied' {
  if (p.isAdmin) return {};
  const readable = templates.filter((t) => holds(p, t.right));
  if (readable.length === 0) return 'denied';
  const scopes = readable.map((settings) => rowsVisible({ principal: p, settings }));
  if (scopes.some((s) => s !== null && !s.anyOf)) return {};
  const anyOf = scopes.flatMap((s) => s?.anyOf ?? []);
  return anyOf.length ? { anyOf } : null;
}

const BO_DEFAULT_SORT: Array<[string, 'asc' | 'desc']> = [['created_at', 'desc'], ['id', 'desc']];

/** A business object's records as the caller may read them (boScopeOf); 403 when they may read none of it. */
export async function openBoSource(
  deps: { bos: Pick<BoService, 'byAlias'>; records: Pick<RecordsRepository, 'page'>; repo: Pick<DialogRepository, 'templatesOfBo'> },
  principal: Principal, boAlias: string,
): Promise<TableSource> {
  const bo = await deps.bos.byAlias(principal.tenantId, boAlias);
  const templates = (await deps.repo.templatesOfBo(principal.tenantId, bo.id)).map((t) => JSON.parse(t.settings_json) as Settings);
  const scope = boScopeOf(principal, templates);
  if (scope === 'denied') throw forbidden('bo.dialog.noSourceRight', { name: bo.name });
  // Lower-cased names: a dialog's fields are compared ignoring case (the contract's case rule).
  const whitelist = withRowKeys(whitelistOf(bo));
  const stored = bo.fields.flatMap((f) => (f.type === 'subtable' ? [] : [[rowKey(f.key), bo.storage.columns[f.key]] as const]));
  return {
    name: bo.name,
    fields: new Set(Object.keys(whitelist)),
    async page(filter, pageSize) {
      if (scope === null) return { rows: [], total: 0, page: Number(filter.pageBean?.page ?? 1), pageSize };
      const r = await deps.records.page(bo.storage, principal.tenantId, scope, filter, whitelist, BO_DEFAULT_SORT, pageSize);
      return {
        ...r,
        rows: r.rows.map((raw) => ({
          ...Object.fromEntries(Object.entries(systemKeys).map(([key, column]) => [key, raw[column] ?? null])),
          ...Object.fromEntries(stored.map(([key, c]) => [key, decode(raw[c.column], c.kind)])),
        })),
      };
    },
  };
}

/** A source declared in code: its whitelist, its query of one tenant, how a row reads, its default order. */
interface Registered {
  name: string;
  whitelist: Whitelist;
  query(tenantId: string): Parameters<typeof pagedList>[0];
  read(row: Row): Row;
  sort: Array<[string, 'asc' | 'desc']>;
}

/**
 * The sources of the user centre a dialog may read by name: `staff`, the active users with their main
 * organisation and post; `orgs`, the organisation tree. What they show is what the organisation directory
 * shows every signed-in user.
 */
export function createRegisteredSources(db: Db) {
  const directory = createDirectoryRepository(db);
  const sources: Record<string, Registered> = {
    staff: {
      name: 'staff',
      whitelist: { id: 'u.id', name: 'u.fullname', account: 'u.account', org: 'o.name', org_id: 'o.id', post: 'p.name', post_id: 'p.id' },
      query: (tenantId) => directory.usersQuery(tenantId).where('u.status', '=', 1) as never,
      read: (r) => ({ id: r.id, name: r.fullname, account: r.account, org: r.orgName, org_id: r.orgId, post: r.postName, post_id: r.postId }),
      sort: [['o.sn', 'asc'], ['u.user_number', 'asc'], ['u.account', 'asc']],
    },
    orgs: {
      name: 'orgs',
      whitelist: { id: 'o.id', parent_id: 'o.parent_id', name: 'o.name', code: 'o.code', path_name: 'o.path_name', sn: { column: 'o.sn', type: 'number' } },
      query: (tenantId) => directory.orgsQuery(tenantId) as never,
      read: (r) => ({ id: r.id, parent_id: r.parentId, name: r.name, code: r.code, path_name: r.pathName, sn: r.sn }),
      sort: [['o.sn', 'asc'], ['o.code', 'asc']],
    },
  };
  return {
    names: Object.keys(sources),
    /** The source of this name for a tenant; 400 naming an unknown one (a fault of the definition). */
    open(tenantId: string, name: string): TableSource {
      const s = Object.hasOwn(sources, name) ? sources[name] : undefined;
      if (!s) throw badRequest('bo.dialog.unknownSource', { name });
      return {
        name: s.name,
        fields: new Set(Object.keys(s.whitelist)),
        async page(filter, pageSize) {
          const r = await pagedList(s.query(tenantId), filter, s.whitelist, s.sort, pageSize);
          return { ...r, rows: (r.rows as Row[]).map(s.read) };
        },
      };
    },
  };
}
export type RegisteredSources = ReturnType<typeof createRegisteredSources>;
