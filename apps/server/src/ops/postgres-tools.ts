import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { OpsError } from './errors.js';

/**
 * pg_dump or pg_restore: the newest one on PATH or under /usr/lib/postgresql/<version>/bin (Debian installs each
 * version there, and /usr/bin/pg_dump may be a wrapper picking an older one). pg_dump refuses a server newer than
 * itself, so the newest is the one that works with the most servers.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): { bin: string; version: string } {
  const candidates = new Set<string>();
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.add(path.join(dir, name));
  const debian = '/usr/lib/postgresql';
  for (const v of fs.existsSync(debian) ? fs.readdirSync(debian) : []) candidates.add(path.join(debian, v, 'bin', name));
  let best: { bin: string; version: string; key: number[] } | undefined;
  for (const bin of candidates) {
    if (!fs.existsSync(bin)) continue;
    const out = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    const m = /(\d+)(?:\.(\d+))?/.exec(out.stdout ?? '');
    if (out.status !== 0 || !m) continue;
    const key = [Number(m[1]), Number(m[2] ?? 0)];
    if (!best || key[0] > best.key[0] || (key[0] === best.key[0] && key[1] > best.key[1])) best = { bin, version: m[0], key };
  }
  if (!best) throw new OpsError(`${name} was not found on PATH nor under /usr/lib/postgresql/*/bin: install the PostgreSQL client tools (e.g. apt install postgresql-client)`);
  return { bin: best.bin, version: best.version };
}

/**
 * The URL for libpq without its password, which goes in PGPASSWORD instead: a command line is visible to every
 * user of the machine (ps), the environment is not.
 */
export function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const env = { ...process.env };
  try {
    const u = new URL(databaseUrl);
    if (u.password) {
      env.PGPASSWORD = decodeURIComponent(u.password);
      u.password = '';
    }
    return { url: u.toString(), env };
  } catch {
    return { url: databaseUrl, env };
  }
}

/** Runs a PostgreSQL tool; a non-zero exit becomes an OpsError carrying the end of what it printed. */
export function runPgTool(bin: string, args: string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString('utf8')).slice(-4000);
    });
    child.on('error', (e) => reject(signal?.aborted ? new OpsError('interrupted') : new OpsError(`${path.basename(bin)} could not run: ${e.message}`)));
    child.on('close', (code, sig) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${path.basename(bin)} failed (${code === null ? `signal ${sig}` : `exit ${code}`}): ${stderr.trim() || 'no message'}`));
    });
  });
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A connection of its own (not the server's pool), on `pgSchema` when given. */
export async function connectPg(databaseUrl: string, pgSchema?: string): Promise<Client> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, ...(pgSchema ? { options: `-c search_path=${quoteIdent(pgSchema)}` } : {}) });
  try {
    await client.connect();
  } catch (e) {
    throw new OpsError(`cannot connect to the PostgreSQL database of DATABASE_URL: ${(e as Error).message}`);
  }
  return client;
}

export async function currentSchema(client: Client): Promise<string> {
  const { rows } = await client.query<{ s: string | null }>('select current_schema() as s');
  if (!rows[0]?.s) throw new OpsError('the PostgreSQL connection has no current schema (search_path names none that exists)');
  return rows[0].s;
}

/** The ordinary tables of a schema, by name. */
export async function tablesOf(client: Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`, [schema]);
  return rows.map((r) => r.name);
}

export async function schemaExists(client: Client, schema: string): Promise<boolean> {
  const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  return rows.length > 0;
}

/** Rows per table (exact counts), in what the connection sees: a snapshot when inside a repeatable-read transaction. */
export async function countRows(client: Client, schema: string, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quoteIdent(schema)}.${quoteIdent(t)}`);
    counts[t] = Number(rows[0].n);
  }
  return counts;
}

/** The newest migration a schema has run (null: not migrated). */
export async function lastMigration(client: Client, schema: string, tables: string[]): Promise<string | null> {
  if (!tables.includes('kysely_migration')) return null;
  const { rows } = await client.query<{ name: string }>(`select name from ${quoteIdent(schema)}.kysely_migration order by name desc limit 1`);
  return rows[0]?.name ?? null;
}
