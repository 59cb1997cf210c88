import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { BoDefTable, Database } from '../../../db/schema.js';
import { sqlTypeOf, type BoStorage, type StoredColumn } from './storage.js';

/** SQL of business-object definitions, and the DDL of their record tables (ADR 0019). */
export function createBoRepository(db: Db) {
  return {
    byAlias: (tenantId: string, alias: string) =>
      db.selectFrom('form_bo_def').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst(),
    byId: (tenantId: string, id: string) =>
      db.selectFrom('form_bo_def').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

    /**
     * Stores a definition and makes its tables, or the columns it adds to them, in one transaction (DDL is
     * transactional on both engines): a failure leaves neither the row nor a half-made table.
     */
    save: (row: BoDefTable, storage: BoStorage, previous: BoStorage | null) =>
      db.transaction().execute(async (tx) => {
        await makeTables(tx, storage, previous);
        if (previous) {
          await tx.updateTable('form_bo_def').set({ name: row.name, description: row.description, fields_json: row.fields_json, storage_json: row.storage_json, rev: row.rev, updated_at: row.updated_at })
            .where('id', '=', row.id).execute();
        } else {
          await tx.insertInto('form_bo_def').values(row).execute();
        }
      }),
  };
}
export type BoRepository = ReturnType<typeof createBoRepository>;

/** Tables and columns `storage` has that `previous` did not; every field column indexed with the tenant, so any field filters and sorts by an index. */
async function makeTables(tx: Transaction<Database>, storage: BoStorage, previous: BoStorage | null) {
  const s = (tx as unknown as Kysely<unknown>).schema;
  const addColumns = async (table: string, columns: Record<string, StoredColumn>, before: Record<string, StoredColumn> | undefined, indexFrom: number) => {
    let n = indexFrom;
    for (const [key, c] of Object.entries(columns)) {
      if (before && Object.hasOwn(before, key)) continue;
      if (before) await s.alterTable(table).addColumn(c.column, sqlTypeOf[c.kind]).execute();
      await s.createIndex(`${table}_i${n++}`).on(table).columns(['tenant_id', c.column]).execute();
    }
  };
  if (!previous) {
    let t = s.createTable(storage.table)
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('rev', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)')
      .addColumn('created_by_name', 'varchar(200)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)')
      .addColumn('updated_by_name', 'varchar(200)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
    for (const c of Object.values(storage.columns)) t = t.addColumn(c.column, sqlTypeOf[c.kind]);
    await t.execute();
    await s.createIndex(`${storage.table}_created`).on(storage.table).columns(['tenant_id', 'created_at']).execute();
  }
  await addColumns(storage.table, storage.columns, previous?.columns, Object.keys(previous?.columns ?? {}).length);
  for (const [key, sub] of Object.entries(storage.subs)) {
    const before = previous?.subs[key];
    if (!before) {
      let t = s.createTable(sub.table)
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('sn', 'integer', (c) => c.notNull());
      for (const c of Object.values(sub.columns)) t = t.addColumn(c.column, sqlTypeOf[c.kind]);
      await t.execute();
      await s.createIndex(`${sub.table}_ref`).on(sub.table).columns(['ref_id', 'sn']).execute();
    } else {
      for (const [k, c] of Object.entries(sub.columns)) if (!Object.hasOwn(before.columns, k)) await s.alterTable(sub.table).addColumn(c.column, sqlTypeOf[c.kind]).execute();
    }
  }
}
