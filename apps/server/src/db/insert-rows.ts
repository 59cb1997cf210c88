import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

// SQLite binds at most 32766 variables per statement; rows go in chunks well below that.
const CHUNK = 200;
const marker = (i: number) => `\uE000v${i}\uE000`;
const markerIndex = /^\uE000v(\d+)\uE000$/;

/** The SQL of one shape of insert (table, columns, row count) and where each row value goes in its parameters. */
interface Template { sql: string; slots: Array<{ value: number } | { fixed: unknown }> }
// By dialect (its adapter): a transaction is a Kysely of its own, but it writes the same SQL as its database.
const templates = new Map<string, Template>();

/**
 * Inserts rows, each shape of statement built and compiled by Kysely once per dialect. An action writes a
 * dozen small inserts of the same few shapes, and Kysely rebuilt and recompiled each of them every time, which
 * cost more than SQLite took to store the rows. Rows keep their order; consecutive rows with the same columns
 * (keys whose value is not undefined, as Kysely reads them) share a statement.
 */
export async function insertRows(db: Kysely<Database>, table: keyof Database, rows: ReadonlyArray<object>): Promise<void> {
  const dialect = db.getExecutor().adapter.constructor.name;
  let start = 0;
  while (start < rows.length) {
    const columns = columnsOf(rows[start]);
    let end = start + 1;
    while (end < rows.length && end - start < CHUNK && sameColumns(columnsOf(rows[end]), columns)) end += 1;
    const batch = rows.slice(start, end) as Array<Record<string, unknown>>;
    const key = `${dialect}\u0000${table}\u0000${columns.join(',')}\u0000${batch.length}`;
    let template = templates.get(key);
    if (!template) templates.set(key, (template = compile(db, table, columns, batch.length)));
    const values = batch.flatMap((row) => columns.map((c) => row[c]));
    const parameters = template.slots.map((s) => ('value' in s ? values[s.value] : s.fixed));
    await db.executeQuery(CompiledQuery.raw(template.sql, parameters));
    start = end;
  }
}

const columnsOf = (row: object) => Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

function compile(db: Kysely<Database>, table: keyof Database, columns: string[], count: number): Template {
  let next = 0;
  const rows = Array.from({ length: count }, () => Object.fromEntries(columns.map((c) => [c, marker(next++)])));
  const compiled = db.insertInto(table).values(rows as never).compile();
  const slots = compiled.parameters.map((p) => {
    const m = typeof p === 'string' ? markerIndex.exec(p) : null;
    return m ? { value: Number(m[1]) } : { fixed: p };
  });
  if (slots.filter((s) => 'value' in s).length !== next) throw new Error(`insertRows: ${table} did not bind every value`);
  return { sql: compiled.sql, slots };
}
