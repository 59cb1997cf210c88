import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';

/** table -> column -> nullable */
type Tables = Record<string, Record<string, boolean>>;

/**
 * What db/schema.ts declares, read by the TypeScript checker from the source itself (no runtime copy to keep in
 * step): the properties of `Database`, inherited ones included, and the properties of each table's type.
 */
function declaredTables(schemaFile: string): Tables {
  const program = ts.createProgram([schemaFile], { noLib: true, strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error(`no interface Database in ${schemaFile}`);
  const members = (type: ts.Type) => checker.getPropertiesOfType(type).map((p) => [p.name, checker.getTypeOfSymbolAtLocation(p, database)] as const);
  const nullable = (type: ts.Type) => type.isUnion() && type.types.some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
  return Object.fromEntries(members(checker.getTypeAtLocation(database)).map(([table, row]) =>
    [table, Object.fromEntries(members(row).map(([column, type]) => [column, nullable(type)]))]));
}

/** What the migrations made, as the database describes it (on PostgreSQL: the test's own schema only). */
async function migratedTables(t: Awaited<ReturnType<typeof openTestDatabase>>): Promise<Tables> {
  const own = t.dialect === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!.schema
    : undefined;
  const tables = (await t.db.introspection.getTables()).filter((table) => own === undefined || table.schema === own);
  return Object.fromEntries(await Promise.all(tables.map(async (table) => {
    const keys = await primaryKey(t, table.name);
    return [table.name, Object.fromEntries(table.columns.map((c) => [c.name, c.isNullable && !keys.has(c.name)]))];
  })));
}

/**
 * The primary key's columns on SQLite, which (for compatibility with its old versions) lets a `text primary key`
 * hold NULL unless also declared NOT NULL; PostgreSQL makes key columns NOT NULL itself. Counted as not null, as
 * the schema means them.
 */
async function primaryKey(t: Awaited<ReturnType<typeof openTestDatabase>>, table: string): Promise<Set<string>> {
  if (t.dialect !== 'sqlite') return new Set();
  const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(t.db);
  return new Set(rows.filter((r) => r.pk > 0).map((r) => r.name));
}

/** `a.b` for every column of `from` that `other` lacks. */
const missing = (from: Tables, other: Tables) =>
  Object.entries(from).flatMap(([table, columns]) => Object.keys(columns).filter((c) => !(c in (other[table] ?? {}))).map((c) => `${table}.${c}`));

describe('db/schema.ts and the migrations', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-schema-'));
  let t: Awaited<ReturnType<typeof openTestDatabase>>;
  let declared: Tables;
  let migrated: Tables;
  beforeAll(async () => {
    declared = declaredTables(path.join(import.meta.dirname, 'schema.ts'));
    t = await openTestDatabase(dataDir);
    migrated = await migratedTables(t);
  });
  afterAll(async () => {
    await t?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads a plausible schema (the reader itself works)', () => {
    expect(Object.keys(declared).length).toBeGreaterThan(40);
    expect(declared.uc_user).toMatchObject({ id: false, mobile: true });
    expect(declared.bpm_instance).toHaveProperty('parent_inst_id');
  });

  it('declares every table and column the migrations create', () => {
    expect(missing(migrated, declared)).toEqual([]);
  });

  it('has every declared table and column in the migrated database', () => {
    expect(missing(declared, migrated)).toEqual([]);
  });

  it('says `| null` exactly where the column is nullable', () => {
    const differing = Object.entries(declared).flatMap(([table, columns]) => Object.entries(columns)
      .filter(([column, nullable]) => migrated[table]?.[column] !== undefined && migrated[table][column] !== nullable)
      .map(([column, nullable]) => `${table}.${column}: declared ${nullable ? 'nullable' : 'not null'}`));
    expect(differing).toEqual([]);
  });
});
