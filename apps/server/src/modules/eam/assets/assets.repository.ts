import { PostgresAdapter, sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface AssetListFilter { categoryId?: string; kind?: string; assetStatus?: string; searchValue?: string }

/** SQL of the asset ledger: categories with counts, the paged list, one asset by id or code. */
export function createAssetsRepository(db: Db) {
  // The search: the text, folded as the key is, anywhere in the asset's search key (migration 029); % and _ are plain text.
  const find = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('strpos') : sql.raw('instr');
  const keyHolds = (text: string) => sql<SqlBool>`${find}(a.search_key, lower(${text})) > 0`;
  const rows = (tenantId: string) => db.selectFrom('eam_asset as a')
    .innerJoin('eam_asset_category as c', 'c.id', 'a.category_id')
    .leftJoin('eam_position as p', 'p.id', 'a.position_id')
    .where('a.tenant_id', '=', tenantId);
  const rowColumns = [
    'a.id', 'a.asset_code', 'a.name', 'a.model', 'a.category_id', 'c.name as category_name', 'c.kind', 'a.asset_status', 'a.criticality',
    'p.path as position_name', 'a.picture_id', 'a.last_inspect_time',
  ] as const;

  /**
   * The assets a filter matches, from the asset table alone: the list's index (migration 029) holds every column
   * read here, so a count and the codes of a page never touch the table. The kind is the category's: a subquery
   * read once, not a join per asset.
   */
  const matching = (tenantId: string, f: AssetListFilter) => {
    let q = db.selectFrom('eam_asset as a').where('a.tenant_id', '=', tenantId);
    if (f.categoryId) q = q.where('a.category_id', '=', f.categoryId);
    if (f.kind) {
      q = q.where('a.category_id', 'in', db.selectFrom('eam_asset_category').select('id').where('tenant_id', '=', tenantId).where('kind', '=', f.kind));
    }
    // Scrapped assets have left the ledger the categories count: listed only when asked for by their status.
    q = f.assetStatus ? q.where('a.asset_status', '=', f.assetStatus) : q.where('a.asset_status', '<>', 'scrapped');
    if (f.searchValue) q = q.where(keyHolds(f.searchValue));
    return q;
  };

  const detail = (tenantId: string) => rows(tenantId)
    .leftJoin('eam_asset as parent', 'parent.id', 'a.parent_id')
    .select([...rowColumns,
      'a.serial_number', 'a.manufacturer', 'a.supplier', 'a.production_date', 'a.purchase_date', 'a.service_life', 'a.use_organization', 'a.manager',
      'a.position_detail', 'a.specs_json', 'a.equipment_status', 'a.equipment_ip', 'a.manage_ip', 'a.rack_name', 'a.rack_up_number',
      'a.maintainer', 'a.contacts', 'a.contact_information', 'a.maintenance_method', 'a.maintenance_start_date', 'a.maintenance_end_date',
      'a.maintenance_price', 'parent.id as parent_id', 'parent.asset_code as parent_code', 'parent.name as parent_name']);

  return {
    /** The tenant's categories in their order, each with its assets not scrapped. */
    categories: (tenantId: string) =>
      db.selectFrom('eam_asset_category as c')
        .leftJoin('eam_asset as a', (j) => j.onRef('a.category_id', '=', 'c.id').on('a.asset_status', '<>', 'scrapped'))
        .select(['c.id', 'c.code', 'c.name', 'c.kind', (eb) => eb.fn.count<number | string>('a.id').as('count')])
        .where('c.tenant_id', '=', tenantId)
        .groupBy(['c.id', 'c.code', 'c.name', 'c.kind', 'c.sort'])
        .orderBy('c.sort').orderBy('c.code')
        .execute(),

    /**
     * One page of the list in code order, and how many rows the filter matches. The page's codes come from the
     * index (a deep page skips index entries, not joined rows); only its own rows are read whole.
     */
    async page(tenantId: string, f: AssetListFilter, offset: number, limit: number, direction: 'asc' | 'desc') {
      const count = async () => Number((await matching(tenantId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
      const ofCodes = () => rows(tenantId).select([...rowColumns]).orderBy('a.asset_code', direction);
      if (!f.searchValue) {
        const codes = matching(tenantId, f).select('a.asset_code').orderBy('a.asset_code', direction).offset(offset).limit(limit);
        const [list, total] = await Promise.all([ofCodes().where('a.asset_code', 'in', codes).execute(), count()]);
        return { list, total };
      }
      // A search tests every entry of the category's index: one pass gives the page's codes and, as a window over
      // the matches, their count. Only a page past the last match has no row to carry it.
      const hits = await matching(tenantId, f).select(['a.asset_code', sql<number | string>`count(*) over ()`.as('n')])
        .orderBy('a.asset_code', direction).offset(offset).limit(limit).execute();
      if (hits.length === 0) return { list: [], total: offset === 0 ? 0 : await count() };
      return { list: await ofCodes().where('a.asset_code', 'in', hits.map((h) => h.asset_code)).execute(), total: Number(hits[0]!.n) };
    },

    byId: (tenantId: string, id: string) => detail(tenantId).where('a.id', '=', id).executeTakeFirst(),
    byCode: (tenantId: string, code: string) => detail(tenantId).where('a.asset_code', '=', code).executeTakeFirst(),

    /** The finance group of an asset by its code. */
    finance: (tenantId: string, code: string) =>
      db.selectFrom('eam_asset').where('tenant_id', '=', tenantId).where('asset_code', '=', code)
        .select(['asset_code', 'original_unit_price', 'residuals_rate', 'register_date', 'service_life', 'financial_category', 'supplier'])
        .executeTakeFirst(),
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
export type AssetDetailRow = NonNullable<Awaited<ReturnType<AssetsRepository['byId']>>>;
