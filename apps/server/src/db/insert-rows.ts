import type { Kysely } from 'kysely';
import { compiledPerShape } from './compiled-once.js';
import type { Database } from './schema.js';

// SQLite binds at most 32766 variables per statement; rows go in chunks well below that.
const CHUNK = 200;

// One insert statement per table, compiled once per shape (columns and row count).
const inserts = new Map<keyof Database, ReturnType<typeof compiledPerShape<object[], unknown>>>();
const insertInto = (table: keyof Database) => {
  let insert = inserts.get(table);
  if (!insert) inserts.set(table, (insert = compiledPerShape(`insert into ${table}`, (db, rows: object[]) => db.insertInto(table).values(rows as never))));
  return insert;
};

/**
 * Inserts rows, each shape of statement built and compiled by Kysely once (`compiledPerShape`): an action writes
 * a dozen small inserts of the same few shapes. Rows keep their order; consecutive rows with the same columns
 * (keys whose value is not undefined, as Kysely reads them) share a statement.
 */
export async function insertRows(db: Kysely<Database>, table: keyof Database, rows: ReadonlyArray<object>): Promise<void> {
  let start = 0;
  while (start < rows.length) {
    const columns = columnsOf(rows[start]);
    let end = start + 1;
    while (end < rows.length && end - start < CHUNK && sameColumns(columnsOf(rows[end]), columns)) end += 1;
    await insertInto(table)(db, rows.slice(start, end) as object[]);
    start = end;
  }
}

const columnsOf = (row: object) => Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
