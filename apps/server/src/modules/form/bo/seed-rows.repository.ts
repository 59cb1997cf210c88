import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.js';
import { insertRows } from '../../../db/insert-rows.js';
import type { RecordWrite } from './records.repository.js';
import type { BoStorage } from './storage.js';

type Row = Record<string, unknown>;
interface RecordTables { [table: string]: Row }

/** Rows per statement: a BO row binds a few dozen values, well inside SQLite's 32766 and PostgreSQL's 65535. */
const CHUNK = 200;

/**
 * Many new records of one BO in a single transaction (the seed's year of daily rows): the same main rows, sub-table
 * rows and change rows that records.repository `insert` writes one record at a time, in chunked multi-row inserts.
 * Table and column names come only from the BO's stored definition; every value is a bound parameter.
 */
export function createSeedRowsRepository(db: Db) {
  return {
    insertMany: (storage: BoStorage, writes: readonly RecordWrite[]) =>
      db.transaction().execute(async (tx) => {
        const t = tx as unknown as Kysely<RecordTables>;
        const main = writes.map((w) => ({ ...w.main, id: w.id, tenant_id: w.tenantId }));
        for (let i = 0; i < main.length; i += CHUNK) await t.insertInto(storage.table).values(main.slice(i, i + CHUNK)).execute();
        for (const [key, sub] of Object.entries(storage.subs)) {
          const rows = writes.flatMap((w) => (w.subs[key] ?? []).map((r) => ({ ...r, tenant_id: w.tenantId, ref_id: w.id })));
          for (let i = 0; i < rows.length; i += CHUNK) await t.insertInto(sub.table).values(rows.slice(i, i + CHUNK)).execute();
        }
        await insertRows(tx, 'form_bo_change', writes.flatMap((w) => w.changes));
      }),
  };
}
export type SeedRowsRepository = ReturnType<typeof createSeedRowsRepository>;
