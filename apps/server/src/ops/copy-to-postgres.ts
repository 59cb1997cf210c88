import fs from 'node:fs';
import type { Client } from 'pg';
import type BetterSqlite3 from 'better-sqlite3';
import { migrate, openDatabase } from '../db/database.js';
import { OpsError } from './errors.js';
import { connectPg, currentSchema, quoteIdent, tablesOf } from './postgres-tools.js';

/**
 * Moves a plant from SQLite to PostgreSQL: the empty PostgreSQL database gets this version's schema through
 * `migrate`, then every table's rows are copied over in one transaction (all or nothing).
 *
 * - Triggers are switched off while copying (ALTER TABLE … DISABLE TRIGGER USER, which the tables' owner may do,
 *   unlike session_replication_role, which needs a superuser): the counting tables they keep (bpm_todo_count,
 *   eam_kpi_day) are copied as they are, and counting the tasks again on the way in would double them.
 *   Foreign keys stay on; tables go in an order that inserts a referenced table before those referring to it.
 * - A batch of rows is one INSERT … SELECT FROM unnest($1::type[], $2::type[], …): one array parameter per column,
 *   so a batch may hold thousands of rows (PostgreSQL allows 65,535 parameters) and the statement text is the
 *   same for every batch. While PostgreSQL stores one batch the next is read from SQLite. A table of 20,000 rows or
 *   more is copied without its secondary indexes, which are built again after its rows (faster than keeping them up
 *   row by row). A 1,000,000-row bpm_task took 39 s plus 10 s of index building on a busy 2-core machine.
 * - Generated columns (eam_asset.search_key: stored generated on PostgreSQL, kept by triggers on SQLite) are
 *   left to PostgreSQL; sequences (live_event.id) are set past the highest id copied.
 * - Tables the migrations do not make (a business object's record tables, made when it is saved) are made from
 *   SQLite's description of them, with their indexes.
 */
export async function copySqliteToPostgres(opts: {
  sqliteFile: string;
  databaseUrl: string;
  pgSchema?: string;
  log?: (line: string) => void;
}): Promise<{ tables: number; rows: number }> {
  const log = opts.log ?? (() => undefined);
  if (!fs.existsSync(opts.sqliteFile)) throw new OpsError(`there is no SQLite database at ${opts.sqliteFile}`);
  const { default: SQLite } = await import('better-sqlite3');
  const source = new SQLite(opts.sqliteFile, { fileMustExist: true });
  let client: Client | undefined;
  try {
    client = await connectPg(opts.databaseUrl, opts.pgSchema);
    const schema = opts.pgSchema ?? (await currentSchema(client));
    await refuseUnlessEmpty(client, schema);

    const started = performance.now();
    const { db } = await openDatabase({ dataDir: '', databaseUrl: opts.databaseUrl, pgSchema: opts.pgSchema });
    try {
      await migrate(db, { pgSchema: opts.pgSchema });
    } finally {
      await db.destroy();
    }
    await sameMigrations(source, client, schema, opts.sqliteFile);
    log(`PostgreSQL schema ${schema} migrated (${seconds(started)} s)`);

    const sourceTables = (source.prepare(`select name from sqlite_schema where type = 'table' and substr(name, 1, 7) <> 'sqlite_'
      and substr(name, 1, 16) <> 'kysely_migration' order by name`).pluck().all() as string[]);
    const existing = new Set(await tablesOf(client, schema));
    await client.query('begin');
    for (const t of sourceTables.filter((t) => !existing.has(t))) await createLikeSqlite(client, source, schema, t, log);
    const columns = await targetColumns(client, schema);
    const order = await foreignKeyOrder(client, schema, sourceTables);
    // Only this transaction's commits are unsynced: a crash loses the copy, which is then run again.
    await client.query('set local synchronous_commit = off');
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const t of order) await client.query(`alter table ${quoteIdent(schema)}.${quoteIdent(t)} disable trigger user`);
    let rows = 0;
    for (const t of order) {
      // A large table's secondary indexes are built once at the end rather than kept up row by row (the keys stay:
      // foreign keys need them).
      const large = (source.prepare(`select count(*) from ${quoteIdent(t)}`).pluck().get() as number) >= LARGE_TABLE;
      const indexes = large ? await dropSecondaryIndexes(client, schema, t) : [];
      rows += await copyTable(client, source, schema, t, columns.get(t) ?? [], log);
      const built = performance.now();
      for (const def of indexes) await client.query(def);
      if (indexes.length > 0) log(`  ${t}: ${indexes.length} indexes built (${seconds(built)} s)`);
    }
    for (const t of order) await client.query(`alter table ${quoteIdent(schema)}.${quoteIdent(t)} enable trigger user`);
    await fixSequences(client, schema);
    await client.query('commit');
    log(`copied ${order.length} tables, ${rows.toLocaleString('en')} rows in ${seconds(started)} s`);
    return { tables: order.length, rows };
  } catch (e) {
    await client?.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    source.close();
    await client?.end().catch(() => undefined);
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const qualified = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/** Refuses a target holding rows: the copy is for an empty database (migrated or not). */
async function refuseUnlessEmpty(client: Client, schema: string): Promise<void> {
  for (const t of await tablesOf(client, schema)) {
    if (t.startsWith('kysely_migration')) continue;
    const { rows } = await client.query(`select 1 from ${qualified(schema, t)} limit 1`);
    if (rows.length > 0) throw new OpsError(`the PostgreSQL schema ${schema} is not empty (table ${t} has rows): the SQLite data goes into an empty database only`);
  }
}

/** Both sides must be at the same migration, or the tables would not match column for column. */
async function sameMigrations(source: BetterSqlite3.Database, client: Client, schema: string, file: string): Promise<void> {
  const has = source.prepare(`select 1 from sqlite_schema where type = 'table' and name = 'kysely_migration'`).get();
  const ran = has ? (source.prepare('select name from kysely_migration order by name').pluck().all() as string[]) : [];
  const { rows } = await client.query<{ name: string }>(`select name from ${qualified(schema, 'kysely_migration')} order by name`);
  const target = rows.map((r) => r.name);
  const missing = target.filter((n) => !ran.includes(n));
  const unknown = ran.filter((n) => !target.includes(n));
  if (unknown.length > 0) throw new OpsError(`${file} has run migrations this server does not know (${unknown.join(', ')}): it comes from a newer version`);
  if (missing.length > 0) throw new OpsError(`${file} lacks migrations ${missing.join(', ')}: migrate it first (the restore command does so)`);
}

interface TargetColumn { name: string; type: string; generated: boolean }

async function targetColumns(client: Client, schema: string): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await client.query<{ tbl: string; name: string; type: string; generated: boolean }>(
    `select c.relname as tbl, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`, [schema]);
  const byTable = new Map<string, TargetColumn[]>();
  for (const r of rows) {
    const list = byTable.get(r.tbl) ?? [];
    list.push({ name: r.name, type: r.type, generated: r.generated });
    byTable.set(r.tbl, list);
  }
  return byTable;
}

/** The tables in an order where a table referenced by a foreign key comes before the tables referring to it. */
async function foreignKeyOrder(client: Client, schema: string, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint co
       join pg_class ch on ch.oid = co.conrelid join pg_class pa on pa.oid = co.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where co.contype = 'f' and n.nspname = $1`, [schema]);
  const wanted = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const r of rows) if (r.child !== r.parent && wanted.has(r.child) && wanted.has(r.parent)) parents.get(r.child)!.add(r.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: string[]) => {
    if (done.has(t)) return;
    if (path.includes(t)) throw new OpsError(`foreign keys refer in a cycle (${[...path, t].join(' → ')}): the tables cannot be copied one after the other`);
    for (const p of parents.get(t) ?? []) visit(p, [...path, t]);
    done.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}

/** Tables with this many rows or more are copied without their secondary indexes, which are built afterwards. */
const LARGE_TABLE = 20_000;

/** Drops a table's indexes that no constraint owns; returns the statements that make them again. */
async function dropSecondaryIndexes(client: Client, schema: string, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x
       join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = $1 and t.relname = $2 and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`, [schema, table]);
  for (const r of rows) await client.query(`drop index ${qualified(schema, r.name)}`);
  return rows.map((r) => r.def);
}

/** Rows of one batch: at most this many, and at most about this many characters of text. */
const BATCH_ROWS = 5000;
const BATCH_CHARS = 8 << 20;

async function copyTable(client: Client, source: BetterSqlite3.Database, schema: string, table: string,
  target: TargetColumn[], log: (line: string) => void): Promise<number> {
  const started = performance.now();
  const sourceColumns = (source.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]);
  const byName = new Map(target.map((c) => [c.name, c]));
  const lost = sourceColumns.filter((c) => !byName.has(c));
  if (lost.length > 0) throw new OpsError(`column(s) ${lost.map((c) => `${table}.${c}`).join(', ')} of the SQLite file have no place in PostgreSQL`);
  const columns = sourceColumns.map((c) => byName.get(c)!).filter((c) => !c.generated);
  if (columns.length === 0) return 0;
  const insert = `insert into ${qualified(schema, table)} (${columns.map((c) => quoteIdent(c.name)).join(', ')})
    select * from unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
  const read = source.prepare(`select ${columns.map((c) => quoteIdent(c.name)).join(', ')} from ${quoteIdent(table)}`).raw(true).safeIntegers(true);

  let pending: Promise<unknown> | undefined;
  const send = async (batch: string[][]) => {
    const params = batch.map((elements) => `{${elements.join(',')}}`);
    if (pending) await pending;
    pending = client.query(insert, params);
    // Awaited before the next send or at the end; meanwhile a failure must not count as unhandled.
    pending.catch(() => undefined);
  };
  let elements: string[][] = columns.map(() => []);
  let inBatch = 0;
  let chars = 0;
  let rows = 0;
  try {
    for (const row of read.iterate() as Iterable<unknown[]>) {
      for (let i = 0; i < row.length; i++) {
        const e = arrayElement(row[i]);
        chars += e.length;
        elements[i].push(e);
      }
      inBatch += 1;
      rows += 1;
      if (inBatch >= BATCH_ROWS || chars >= BATCH_CHARS) {
        await send(elements);
        elements = columns.map(() => []);
        inBatch = 0;
        chars = 0;
      }
    }
    if (inBatch > 0) await send(elements);
    await pending;
  } catch (e) {
    if (e instanceof OpsError) throw e;
    throw new OpsError(`copying table ${table} failed: ${(e as Error).message}`);
  }
  if (rows > 0) log(`  ${table}: ${rows.toLocaleString('en')} rows (${seconds(started)} s)`);
  return rows;
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/**
 * A value as an element of a PostgreSQL array literal ({"a","b\"c",NULL,3}), written here rather than by pg (which
 * escapes every string twice over): serialising the rows was most of the copy's time. Strings are always quoted
 * (a comma, brace, space or the word NULL in them then means nothing); integers come as BigInt, exact beyond 2^53.
 */
function arrayElement(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'string') return NEEDS_ESCAPE.test(v) ? `"${v.replace(ESCAPED, '\\$&')}"` : `"${v}"`;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : `"${v}"`;
  if (Buffer.isBuffer(v)) return `"\\\\x${v.toString('hex')}"`;
  return `"${String(v).replace(ESCAPED, '\\$&')}"`;
}

/** Sequences (serial columns) continue after the highest value copied. */
async function fixSequences(client: Client, schema: string): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(
    `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`, [schema]);
  for (const r of rows) {
    await client.query(`select setval($1, coalesce((select max(${quoteIdent(r.col)}) from ${qualified(schema, r.tbl)}), 0) + 1, false)`, [r.seq]);
  }
}

/** SQLite's declared column types as PostgreSQL types: the record tables use text, integer and double precision. */
function pgType(declared: string): string {
  const t = declared.trim().toLowerCase();
  if (/^(varchar|character varying)\(\d+\)$/.test(t) || ['text', 'integer', 'bigint', 'smallint', 'double precision', 'real', 'boolean'].includes(t)) return t;
  if (t.includes('int')) return 'bigint';
  if (t.includes('real') || t.includes('floa') || t.includes('doub') || t.includes('num') || t.includes('dec')) return 'double precision';
  if (t.includes('blob')) return 'bytea';
  return 'text';
}

/** Makes a table the migrations do not know (a business object's records) as SQLite describes it, with its indexes. */
async function createLikeSqlite(client: Client, source: BetterSqlite3.Database, schema: string, table: string, log: (line: string) => void) {
  const cols = source.prepare('select name, type, "notnull" as nn, pk from pragma_table_info(?) order by cid').all(table) as Array<{ name: string; type: string; nn: number; pk: number }>;
  const pk = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => quoteIdent(c.name));
  const defs = cols.map((c) => `${quoteIdent(c.name)} ${pgType(c.type)}${c.nn ? ' not null' : ''}`);
  if (pk.length > 0) defs.push(`primary key (${pk.join(', ')})`);
  await client.query(`create table ${qualified(schema, table)} (${defs.join(', ')})`);
  const indexes = source.prepare('select name, "unique" as uq, origin from pragma_index_list(?)').all(table) as Array<{ name: string; uq: number; origin: string }>;
  for (const ix of indexes.filter((i) => i.origin !== 'pk')) {
    const parts = source.prepare('select cid, name from pragma_index_info(?) order by seqno').all(ix.name) as Array<{ cid: number; name: string | null }>;
    if (parts.some((p) => p.cid < 0 || !p.name)) {
      log(`  ${table}: index ${ix.name} is on expressions; not made on PostgreSQL`);
      continue;
    }
    // SQLite names the indexes of UNIQUE constraints itself (sqlite_autoindex_…); PostgreSQL gets a name of its own.
    const name = ix.name.startsWith('sqlite_') ? `${table}_${parts.map((p) => p.name).join('_')}_key`.slice(0, 63) : ix.name;
    await client.query(`create ${ix.uq ? 'unique ' : ''}index ${quoteIdent(name)} on ${qualified(schema, table)} (${parts.map((p) => quoteIdent(p.name!)).join(', ')})`);
  }
  log(`  ${table}: made as SQLite describes it (a table no migration makes)`);
}
