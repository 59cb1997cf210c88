// The bare-SQL peer of the asset list (eam-asset/query-paged-list): the same page and total, written by hand for the
// driver: a category's assets of a kind, not scrapped, whose search key (code, name and model, case folded) holds the
// search, in code order. No token, no validation, no query builder, no mapping.
import type { FastifyInstance } from 'fastify';
import type { RawDb } from './eam-db.js';

export interface AssetListQuery { tenantId: string; kind: string; categoryId: string; search?: string; pageIndex: number; pageSize: number }

export const RAW_LIST_PATH = '/bench/raw/eam-assets';

/** The peer's two statements: the page's rows and the total. */
export function rawAssetStatements(q: AssetListQuery, dialect: RawDb['dialect']) {
  const where = [`a.tenant_id = ?`, `a.category_id = ?`, `c.kind = ?`, `a.asset_status <> 'scrapped'`];
  const params: unknown[] = [q.tenantId, q.categoryId, q.kind];
  if (q.search) {
    where.push(`${dialect === 'postgres' ? 'strpos' : 'instr'}(a.search_key, lower(?)) > 0`);
    params.push(q.search);
  }
  return {
    page: {
      sql: `select a.id, a.asset_code, a.name, a.model, a.category_id, c.name as category_name, c.kind, a.asset_status, a.criticality,
        p.path as position_name, a.picture_id, a.last_inspect_time
        from eam_asset a join eam_asset_category c on c.id = a.category_id left join eam_position p on p.id = a.position_id
        where ${where.join(' and ')} order by a.asset_code limit ? offset ?`,
      parameters: [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    },
    count: { sql: `select count(*) as n from eam_asset a join eam_asset_category c on c.id = a.category_id where ${where.join(' and ')}`, parameters: params },
  };
}

/** The page's rows and the total, as the peer reads them. */
export async function rawAssetPage(db: RawDb, q: AssetListQuery) {
  const { page, count } = rawAssetStatements(q, db.dialect);
  const [list, total] = await Promise.all([db.all(page.sql, page.parameters), db.all<{ n: number | string }>(count.sql, count.parameters)]);
  return { list, totalRowCount: Number(total[0]!.n) };
}

/** The peer as a route of the benchmark's server (anonymous: it stands for the work alone). */
export function registerRawAssetList(app: FastifyInstance, db: RawDb) {
  app.post(RAW_LIST_PATH, { config: { anonymous: true } }, async (req) => rawAssetPage(db, req.body as AssetListQuery));
}
