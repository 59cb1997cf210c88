// The server as the API benchmark runs it: the real app on 127.0.0.1, over an existing data directory, plus
// (with BENCH_RAW_ROUTE=1) a bare SQL route that reads the same to-do rows without authentication,
// validation or mapping: the baseline the real route is compared with (BENCH_RAW_BO_TABLE and BENCH_RAW_EAM: the
// same for the forms and asset benchmarks' lists). It stops by itself after
// BENCH_MAX_SECONDS, whatever happens to the process that started it.
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import { databaseOfServerEnv, openRawDb } from './eam-db.js';
import { registerRawAssetList } from './eam-raw-list.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: process.env.PORT ?? '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
// The asset benchmark may run on PostgreSQL: it names the database and schema of its plant (eam-db.ts).
const target = databaseOfServerEnv(config.dataDir);
const { db } = await openDatabase({ dataDir: config.dataDir, databaseUrl: target.databaseUrl, pgSchema: target.pgSchema });
// A plant generated before (BENCH_REUSE) is brought to the current schema, as the product's server does on start.
await migrate(db, { pgSchema: target.pgSchema });
const app = await buildApp({ config, db });

if (process.env.BENCH_RAW_ROUTE === '1') {
  const raw = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  // The to-do rows the best hand-written SQL would read: the page's ids from the indexes (the user's assigned
  // open tasks merged with the shared ones), the total from the same, then that page's rows.
  const shared = `select c.created_at, c.task_id as id from bpm_task_candidate c cross join bpm_task t
    where t.id = c.task_id and c.user_id = ? and c.open = 1 and t.assignee_id is null and (t.locked_by is null or t.locked_by = ?)`;
  const pageIds = raw.prepare(`select created_at, id from bpm_task where assignee_id = ? and open = 1 union all ${shared}
    order by created_at desc, id desc limit ? offset ?`);
  const countAssigned = raw.prepare('select coalesce((select n from bpm_todo_count where user_id = ?), 0) as n');
  const countShared = raw.prepare(`select count(*) as n from (${shared})`);
  const rowsOf = (ids: string[]) => raw.prepare(`select * from bpm_task where tenant_id = ? and id in (${ids.map(() => '?').join(',')})`);
  app.post('/bench/raw/todo', { config: { anonymous: true } }, async (req) => {
    const { tenantId, userId, page, pageSize } = req.body as { tenantId: string; userId: string; page: number; pageSize: number };
    const ids = (pageIds.all(userId, userId, userId, pageSize, (page - 1) * pageSize) as Array<{ id: string }>).map((r) => r.id);
    const found = ids.length ? (rowsOf(ids).all(tenantId, ...ids) as Array<{ id: string }>) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    const total = (countAssigned.get(userId) as { n: number }).n + (countShared.get(userId, userId) as { n: number }).n;
    return { rows: ids.map((id) => byId.get(id)).filter(Boolean), total, page, pageSize };
  });
}

if (process.env.BENCH_RAW_BO_TABLE) {
  const raw = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  // The forms benchmark's list (point = ?, cod >= ?, newest tp first) as the best hand-written SQL reads it.
  const table = process.env.BENCH_RAW_BO_TABLE.replace(/[^a-z0-9_]/gi, '');
  const where = `tenant_id = ? and f_point = ? and f_cod >= ?`;
  const page = raw.prepare(`select * from ${table} where ${where} order by f_tp desc, created_at desc, id desc limit ? offset ?`);
  const count = raw.prepare(`select count(*) as n from ${table} where ${where}`);
  app.post('/bench/raw/bo', { config: { anonymous: true } }, async (req) => {
    const { tenantId, point, cod, page: n, pageSize } = req.body as { tenantId: string; point: string; cod: number; page: number; pageSize: number };
    const rows = page.all(tenantId, point, cod, pageSize, (n - 1) * pageSize);
    return { rows, total: (count.get(tenantId, point, cod) as { n: number }).n, page: n, pageSize };
  });
}

if (process.env.BENCH_RAW_EAM === '1') registerRawAssetList(app, await openRawDb(target));

const stop = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
setTimeout(() => void stop(), Number(process.env.BENCH_MAX_SECONDS ?? 900) * 1000).unref();
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
console.log(`BENCH_LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
