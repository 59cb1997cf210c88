// Cluster benchmark (a benchmark, not a test): the built server as 1, 2 and 3 processes behind nginx over one
// PostgreSQL, and as one process over SQLite, under a mixed load (to-do lists, task views, completions, starts, inbox
// lists) driven by autocannon. On two-core machines the point is correctness under spread load more than speed:
// no failed request, every action applied exactly once, sign-out effective on every process at once, a due job run
// once, a live event reaching a tab connected to another process; and, with three processes, faults during the load:
// kill -9 of a process, a PostgreSQL restart, the file store's disk full. It prints what happened in plain lines, and
// a table per configuration; a correctness failure is marked MISS. It exits 0 whatever the figures.
//
//   npm run bench:cluster                 (1,000,000 tasks; needs `npm run build` first; root installs nginx/PostgreSQL)
//   BENCH_TASKS=20000 BENCH_INSTANCES=2000 BENCH_SECONDS=5 npm run bench:cluster      (a quick run)
//
// Settings: BENCH_TASKS, BENCH_INSTANCES (plant size), BENCH_SECONDS (each measured load), BENCH_FAULT_SECONDS (each
// fault's load), BENCH_CONNECTIONS (in all, shared by the kinds of request), BENCH_PROCESSES (PostgreSQL
// configurations, default 1,2,3), BENCH_SQLITE=0 (no SQLite figures), BENCH_FAULTS=0 (no faults), BENCH_KEEP=1 (keep
// the run's directory, logs and PostgreSQL's data).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySqliteToPostgres } from '../../src/ops/copy-to-postgres.js';
import { generatePlant } from '../bench-plant.js';
import { castFor } from './actors.js';
import { nginxBinary, startBalancer, type Balancer } from './balancer.js';
import { jobsRunOnce, keysAgree, liveAcrossProcesses, signOutEverywhere, verifyActions, type ActionCheck } from './checks.js';
import { openBenchDb, type BenchDb } from './db.js';
import { fillFileStore, killOne, restartPostgres } from './faults.js';
import { cleanupNow, installCleanupHandlers, removeAtEnd } from './lifecycle.js';
import { KINDS, Ledger, mixedPlan, runLoad, startPauseServer, type KindFigure, type KindName } from './load.js';
import { startPostgres, type Postgres } from './postgres.js';
import { SERVER_JS, startServers, tail, type ServerProc } from './servers.js';
import { log, misses, ms, note, tally, verdict } from './util.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TASKS = num('BENCH_TASKS', 1_000_000);
const INSTANCES = num('BENCH_INSTANCES', 100_000);
const SECONDS = num('BENCH_SECONDS', 20);
const FAULT_SECONDS = num('BENCH_FAULT_SECONDS', Math.max(10, SECONDS));
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map((s) => Number(s.trim())).filter((n) => n >= 1);
const WITH_SQLITE = process.env.BENCH_SQLITE !== '0';
const WITH_FAULTS = process.env.BENCH_FAULTS !== '0';
const KEEP = process.env.BENCH_KEEP === '1';
const JOB_POLL_MS = 200;
const WARM_UP_SECONDS = 2;

interface Configuration { name: string; engine: 'sqlite' | 'postgres'; processes: number; faults: boolean }
interface Result {
  config: Configuration;
  figures?: Record<KindName, KindFigure>;
  check?: ActionCheck;
  rss: number[];
  /** The cross-process checks and faults passed (undefined: none ran). */
  crossOk?: boolean;
  faultsOk?: boolean;
  failure?: string;
}

if (!fs.existsSync(SERVER_JS)) {
  console.error(`${path.relative(process.cwd(), SERVER_JS)} is missing: run \`npm run build\` first, then npm run bench:cluster again.`);
  process.exit(1);
}
installCleanupHandlers();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-bench-cluster-'));
removeAtEnd(work, KEEP);
const jwtSecret = crypto.randomBytes(32).toString('hex');
/** Tasks the load took already, per engine: the PostgreSQL copy was made before SQLite's configuration acted. */
const usedTasksOf = { sqlite: new Set<string>(), postgres: new Set<string>() };

log(`Cluster benchmark in ${work}: ${INSTANCES.toLocaleString('en')} instances, ${TASKS.toLocaleString('en')} tasks; `
  + `${SECONDS} s per load, ${FAULT_SECONDS} s per fault, ${CONNECTIONS} connections; PostgreSQL with ${PROCESSES.join(', ')} process(es)${WITH_SQLITE ? ', SQLite with 1' : ''}`);
let pg: Postgres | undefined;
const results: Result[] = [];
const pausePort = await startPauseServer();
try {
  log(`nginx: ${nginxBinary(log)}`);
  const plant = await generatePlant({ dir: path.join(work, 'plant'), instances: INSTANCES, tasks: TASKS, log });
  log(`Plant generated in ${plant.seconds.toFixed(1)} s: ${plant.instances.toLocaleString('en')} instances, ${plant.tasks.toLocaleString('en')} tasks, `
    + `${plant.opinions.toLocaleString('en')} opinion records, ${(fs.statSync(plant.file).size / 1e6).toFixed(0)} MB`);
  if (PROCESSES.length > 0) {
    pg = await startPostgres({ keep: KEEP, log });
    // Copied before the SQLite configuration acts on the plant: both start from the same state.
    const began = performance.now();
    // The copier's lines, without one per table.
    const copied = await copySqliteToPostgres({ sqliteFile: plant.file, databaseUrl: pg.url, log: (line) => { if (!/^\s*\w+: [\d,]+ rows/.test(line)) log(`  ${line}`); } });
    log(`Plant copied into PostgreSQL in ${ms(performance.now() - began)}: ${copied.tables} tables, ${copied.rows.toLocaleString('en')} rows`);
  }
  const configs: Configuration[] = [
    ...(WITH_SQLITE ? [{ name: 'sqlite×1', engine: 'sqlite' as const, processes: 1, faults: false }] : []),
    ...PROCESSES.map((n) => ({ name: `pg×${n}`, engine: 'postgres' as const, processes: n, faults: false })),
  ];
  const most = Math.max(0, ...PROCESSES);
  const faulted = configs.find((c) => c.engine === 'postgres' && c.processes === most && most >= 2);
  if (faulted && WITH_FAULTS) faulted.faults = true;
  for (const config of configs) {
    results.push(await runConfiguration(config, config.engine === 'sqlite' ? plant.dir : path.join(work, `data-pg${config.processes}`)));
  }
  if (WITH_FAULTS && !faulted) log('\nFaults: skipped (they need a PostgreSQL configuration of at least 2 processes: BENCH_PROCESSES)');
} catch (e) {
  verdict(false, `the benchmark stopped: ${(e as Error).stack ?? e}`);
} finally {
  printTable(results);
  cleanupNow();
}
process.exit(0);

/** One configuration: its processes started together behind nginx, the measured load, the checks, the faults. */
async function runConfiguration(config: Configuration, dataDir: string): Promise<Result> {
  const n = config.processes;
  log(`\n== ${config.name}: ${n} server process${n > 1 ? 'es' : ''} on ${config.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} behind nginx ==`);
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseUrl = config.engine === 'postgres' ? pg!.url : undefined;
  const result: Result = { config, rss: [] };
  const usedTasks = usedTasksOf[config.engine];
  let procs: ServerProc[] = [];
  let balancer: Balancer | undefined;
  let db: BenchDb | undefined;
  try {
    const started = await startServers(n, { databaseUrl, dataDir, jwtSecret, logDir: path.join(work, 'logs', config.name), jobPollMs: JOB_POLL_MS }, log);
    procs = started.procs;
    log(`  ${n} process${n > 1 ? 'es' : ''} started at the same moment, all ready after ${ms(started.readyMs)} (ports ${procs.map((p) => p.port).join(', ')})`);
    for (const p of procs) {
      const errors = fs.readFileSync(p.logFile, 'utf8').split('\n').filter((l) => /"level":(50|60)/.test(l));
      if (errors.length) note(`process ${p.n} logged ${errors.length} errors while starting:\n${tail(p.logFile, 4)}`);
    }
    balancer = await startBalancer({ dir: path.join(work, `nginx-${config.name}`), upstreamPorts: procs.map((p) => p.port), pausePort, log });
    log(`  nginx on ${balancer.base} in front of them`);
    db = await openBenchDb({ dataDir, databaseUrl });
    const crossChecks: boolean[] = [];
    if (n > 1 && !(await keysAgree(procs))) {
      crossChecks.push(false);
      // To go on: the key files made by several processes at once are removed, process 1 makes them alone, then the rest start.
      note('to go on: all stopped, DATA_DIR/keys removed, process 1 started alone (it makes the keys), then the others');
      await Promise.all(procs.map((p) => p.stop()));
      fs.rmSync(path.join(dataDir, 'keys'), { recursive: true, force: true });
      await procs[0].restart();
      await Promise.all(procs.slice(1).map((p) => p.restart()));
      await balancer.recover();
      await keysAgree(procs);
    }
    const cast = await castFor(db, balancer.base, { maxApprovers: 12, starterCount: 6, exclude: usedTasks });
    log(`  signed in through the balancer: ${cast.approvers.length} approvers holding ${cast.openTasks.length.toLocaleString('en')} open tasks, ${cast.starters.length} starters`);

    await runLoad(balancer.base, mixedPlan(cast, new Ledger(cast, usedTasks), CONNECTIONS, ['todo', 'view', 'inbox']), WARM_UP_SECONDS);
    const before = balancer.spread();
    const ledger = new Ledger(cast, usedTasks);
    const figures = await runLoad(balancer.base, mixedPlan(cast, ledger, CONNECTIONS), SECONDS);
    result.figures = figures;
    result.rss = procs.map((p) => p.rssMb());
    log(`\n  mixed load, ${SECONDS} s, ${CONNECTIONS} connections through nginx:`);
    for (const f of Object.values(figures)) {
      log(`    ${f.name.padEnd(9)} ${String(f.connections).padStart(2)} conn  ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(f.p50).padStart(7)}   p99 ${ms(f.p99).padStart(7)}   max ${ms(f.max).padStart(7)}`
        + `   non-2xx ${f.errors + f.conflicts}${f.errors || f.conflicts ? ` (${tally(Object.entries(f.statuses).filter(([s]) => !s.startsWith('2')).flatMap(([s, c]) => Array<string>(c).fill(s === '0' ? 'no reply' : s)))})` : ''}`);
    }
    const spread = balancer.spread();
    log(`    requests per process: ${procs.map((p) => `${p.n}: ${(spread.perUpstream.get(`127.0.0.1:${p.port}`) ?? 0) - (before.perUpstream.get(`127.0.0.1:${p.port}`) ?? 0)}`).join(', ')}; RSS ${result.rss.map((r) => `${r.toFixed(0)} MB`).join(' / ')}`);
    if (ledger.tasksLeft === 0) note('every open task of the signed-in approvers was completed before the end: completions/s is bounded by the plant');
    const errors = Object.values(figures).reduce((s, f) => s + f.errors, 0);
    log('');
    verdict(errors === 0, `no failed request under the mixed load (${errors} failed)`);
    const settled = await ledger.settle(balancer.base);
    if (settled.resent) note(`${settled.resent} actions cut off by the end of the run were sent again with their keys (${settled.unsettled} still unanswered)`);
    result.check = await verifyActions(db, ledger, config.name);

    if (n > 1) {
      log(`\n  across the ${n} processes:`);
      crossChecks.push(await signOutEverywhere(procs, cast.approvers[cast.approvers.length - 1]));
      crossChecks.push(await jobsRunOnce(db, procs, cast.tenantId, JOB_POLL_MS));
      crossChecks.push(await liveAcrossProcesses(procs, balancer.base, cast, db));
    }
    if (config.faults) {
      const ctx = { procs, balancer, db, cast, usedTasks, connections: CONNECTIONS, seconds: FAULT_SECONDS, dataDir, pg };
      const faults = [await killOne(ctx), await restartPostgres(ctx), await fillFileStore(ctx)];
      result.faultsOk = faults.every(Boolean);
    }
    for (const p of procs) {
      if (p.unexpectedExits.length) crossChecks.push(verdict(false, `process ${p.n} exited by itself during ${config.name}: ${p.unexpectedExits.map((e) => e.how).join(', ')}`));
    }
    result.crossOk = crossChecks.length ? crossChecks.every(Boolean) : undefined;
  } catch (e) {
    result.failure = (e as Error).message;
    verdict(false, `${config.name} stopped: ${(e as Error).stack ?? e}`);
  } finally {
    await db?.close().catch(() => undefined);
    await balancer?.stop();
    await Promise.all(procs.map((p) => p.stop()));
  }
  return result;
}

/** The final table: one line per configuration. */
function printTable(rows: Result[]) {
  if (rows.length === 0) return;
  const head = ['configuration', 'todo p99', 'todo req/s', 'completions/s', 'view p99', 'start p99', 'inbox p99', 'errors', 'conflicts', 'RSS MB per process', 'exactly once', 'cross-process', 'faults'];
  const lines = rows.map((r) => {
    const f = r.figures;
    const fig = (k: KindName, pick: (x: KindFigure) => string) => (f?.[k] ? pick(f[k]) : '-');
    const errors = f ? KINDS.reduce((s, k) => s + (f[k]?.errors ?? 0), 0) : undefined;
    const conflicts = f ? KINDS.reduce((s, k) => s + (f[k]?.conflicts ?? 0), 0) : undefined;
    const okText = (v: boolean | undefined) => (v === undefined ? '-' : v ? 'ok' : 'MISS');
    return [
      r.config.name,
      fig('todo', (x) => ms(x.p99)), fig('todo', (x) => x.rps.toFixed(0)), fig('complete', (x) => x.okPerSecond.toFixed(1)),
      fig('view', (x) => ms(x.p99)), fig('start', (x) => ms(x.p99)), fig('inbox', (x) => ms(x.p99)),
      errors === undefined ? 'MISS' : errors === 0 ? '0' : `${errors} MISS`, conflicts === undefined ? '-' : String(conflicts),
      r.rss.length ? r.rss.map((x) => x.toFixed(0)).join(' / ') : '-',
      r.failure ? 'MISS' : okText(r.check?.ok), okText(r.crossOk), okText(r.faultsOk),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  log(`\nResults (${SECONDS} s of mixed load per configuration, ${CONNECTIONS} connections, ${TASKS.toLocaleString('en')} tasks):`);
  log(row(head));
  for (const l of lines) log(row(l));
  log(misses.length ? `\n${misses.length} MISS:\n${misses.map((m) => `  MISS  ${m.split('\n')[0]}`).join('\n')}` : '\nNo correctness failure.');
}
