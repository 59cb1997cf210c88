import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Test helpers of the backup and restore tests (imported by tests only). */

/** The PostgreSQL server of TEST_DATABASE_URL, when set: each test makes databases of its own on it. */
export const testPgUrl = process.env.TEST_DATABASE_URL;

/**
 * A new, empty database on the test server (a restore needs an empty database, and pg_restore puts tables back
 * in the schema they came from, so the tests use whole databases rather than schemas). `drop` removes it.
 */
export async function freshPgDatabase(baseUrl: string, label: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `wp_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/** sha256 of every file under `dir`, by path relative to it ('/' separators). */
export function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (abs: string, rel: string) => {
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(abs, e.name), childRel);
      else if (e.isFile()) out.set(childRel, createHash('sha256').update(fs.readFileSync(path.join(abs, e.name))).digest('hex'));
    }
  };
  walk(dir, '');
  return out;
}
