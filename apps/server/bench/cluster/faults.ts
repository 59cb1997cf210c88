// Faults injected while the mixed load runs, each in a load run of its own, and what happened, in plain lines:
// - kill -9 of one server process, started again later: the balancer routes around it, the clients send the actions
//   that got no answer again with their idempotency keys, nothing is applied twice or lost;
// - PostgreSQL restarted (pg_ctl restart -m fast): requests during the gap must fail quickly with a clear 503 (not a
//   500, not a hang), and every process must work again afterwards on its own;
// - the file store's disk full (DATA_DIR/files on a 2 MB tmpfs, filled): an upload is refused with a clear message,
//   everything else keeps working; once space is back uploads work again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileApi, fullPath, runtimeListApi } from '@wp/contract';
import type { Cast } from './actors.js';
import type { Balancer } from './balancer.js';
import { verifyActions, type ActionCheck } from './checks.js';
import type { BenchDb } from './db.js';
import { onCleanup, q } from './lifecycle.js';
import { Ledger, mixedPlan, runLoad, type KindFigure, type KindName, type Sample } from './load.js';
import type { Postgres } from './postgres.js';
import type { ServerProc } from './servers.js';
import { isRoot, log, ms, note, sleep, tally, verdict, waitFor } from './util.js';

export interface FaultContext {
  procs: ServerProc[];
  balancer: Balancer;
  db: BenchDb;
  cast: Cast;
  usedTasks: Set<string>;
  connections: number;
  seconds: number;
  dataDir: string;
  pg?: Postgres;
}

/** Samples of all kinds whose request was out during [from, to] (ms since the run began). */
function during(figures: Record<KindName, KindFigure>, from: number, to: number): Array<Sample & { kind: KindName }> {
  return Object.values(figures).flatMap((f) => f.samples.filter((s) => s.at >= from && s.at - s.ms <= to).map((s) => ({ ...s, kind: f.name })));
}

const failed = (s: Sample) => s.status === 0 || s.status >= 500;

/** One load run with a fault inside it; the actions' exact-once check afterwards. */
async function loadWithFault(ctx: FaultContext, label: string, fault: (began: number) => Promise<void>): Promise<{ figures: Record<KindName, KindFigure>; check: ActionCheck; ledger: Ledger }> {
  // The balancer may still hold a process as failed from the fault before: each fault starts from a balancer that is sure of all.
  await ctx.balancer.recover();
  const ledger = new Ledger(ctx.cast, ctx.usedTasks);
  const figures = await runLoad(ctx.balancer.base, mixedPlan(ctx.cast, ledger, ctx.connections), ctx.seconds, fault);
  const settled = await ledger.settle(ctx.balancer.base);
  if (settled.resent > 0) note(`after the load, ${settled.resent} actions without a final answer were sent again with their keys (${settled.unsettled} still unanswered)`);
  const check = await verifyActions(ctx.db, ledger, label);
  return { figures, check, ledger };
}

/** kill -9 of process 2 at a quarter of the run, started again at 60 %. */
export async function killOne(ctx: FaultContext): Promise<boolean> {
  const victim = ctx.procs[1];
  log(`\n-- Fault: kill -9 of server process ${victim.n} during the load (${ctx.seconds} s, ${ctx.connections} connections) --`);
  let killedAt = 0;
  let restartedAt = 0;
  let readyMs = 0;
  let pid = 0;
  const before = ctx.balancer.spread();
  const { figures, check } = await loadWithFault(ctx, 'after kill -9', async (began) => {
    await sleep(ctx.seconds * 250);
    pid = victim.pid();
    victim.kill9();
    killedAt = performance.now() - began;
    log(`  ${(killedAt / 1000).toFixed(1)} s: kill -9 of process ${victim.n} (pid ${pid})`);
    await sleep(ctx.seconds * 350);
    restartedAt = performance.now() - began;
    readyMs = await victim.restart();
    log(`  ${(restartedAt / 1000).toFixed(1)} s: process ${victim.n} started again (pid ${victim.pid()}), ready after ${ms(readyMs)}`);
  });
  const outage = during(figures, killedAt, restartedAt + readyMs);
  const errors = outage.filter(failed);
  const after = ctx.balancer.spread();
  const perProcess = ctx.procs.map((p) => `${p.n}: ${(after.perUpstream.get(`127.0.0.1:${p.port}`) ?? 0) - (before.perUpstream.get(`127.0.0.1:${p.port}`) ?? 0)}`).join(', ');
  note(`while process ${victim.n} was down: ${outage.length} requests, ${outage.length - errors.length} answered by the other processes; clients saw ${errors.length} failures (${tally(errors.map((e) => `${e.kind} ${e.status || 'no reply'}`))})`);
  if (errors.length > 0) note(`the failures came ${ms(Math.min(...errors.map((e) => e.at - killedAt)))} to ${ms(Math.max(...errors.map((e) => e.at - killedAt)))} after the kill`);
  note(`the balancer passed ${after.passedOn - before.passedOn} requests on to another process; requests answered per process over the run: ${perProcess}`);
  const allKinds = Object.values(figures);
  note(`over the whole run: ${allKinds.map((f) => `${f.name} ${f.replies} (${f.errors} failed)`).join(', ')}`);
  // Requests out at the moment of the kill may fail (nginx does not send a POST it already sent to another process); after
  // that the balancer must route around the dead process: no failure later than a second after the kill.
  const late = errors.filter((e) => e.at - killedAt > 1000);
  verdict(late.length === 0, `the balancer routed around the dead process: ${errors.length - late.length} failures of requests out at the kill, ${late.length} later`);
  verdict(victim.alive(), `process ${victim.n} is back and answers through the balancer`);
  return check.ok;
}

/** PostgreSQL restarted at 30 % of the run; direct probes to every process meanwhile show what the servers answer. */
export async function restartPostgres(ctx: FaultContext): Promise<boolean> {
  if (!ctx.pg) return verdict(true, 'PostgreSQL restart: skipped (this configuration runs on SQLite)');
  const pg = ctx.pg;
  log(`\n-- Fault: PostgreSQL restarted (pg_ctl restart -m fast) during the load (${ctx.seconds} s) --`);
  const probes: Array<{ n: number; at: number; ms: number; status: number; message: string }> = [];
  let gapFrom = 0;
  let gapTo = 0;
  let restart: { ms: number; ok: boolean; out: string } | undefined;
  let probing = true;
  const approver = ctx.cast.approvers[0];
  const todoBody = JSON.stringify({ pageBean: { page: 1, pageSize: 20, showTotal: true } });
  let t0 = 0;
  const probeLoop = async (p: ServerProc) => {
    while (probing) {
      const began = performance.now();
      // A URL of its own each time: never answered from a kept reply (ADR 0021), always from the database.
      const res = await fetch(`${p.base}${fullPath(runtimeListApi.getTodoList)}?probe=${Math.random()}`, {
        method: 'POST', headers: approver.headers, body: todoBody, signal: AbortSignal.timeout(30_000),
      }).catch((e: Error) => e);
      const status = res instanceof Error ? 0 : res.status;
      const refused = res instanceof Error && (res.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';
      const message = res instanceof Error ? (refused ? 'connection refused' : res.message) : status === 200 ? '' : await res.text().then((t) => messageOf(t));
      probes.push({ n: p.n, at: performance.now() - t0, ms: performance.now() - began, status, message });
      await sleep(100);
    }
  };
  let probeRuns: Array<Promise<void>> = [];
  const died: ServerProc[] = [];
  const { figures, check } = await loadWithFault(ctx, 'after the PostgreSQL restart', async (began) => {
    t0 = began;
    probeRuns = ctx.procs.map(probeLoop);
    await sleep(ctx.seconds * 300);
    gapFrom = performance.now() - began;
    log(`  ${(gapFrom / 1000).toFixed(1)} s: pg_ctl restart -m fast`);
    restart = await pg.restart();
    gapTo = performance.now() - began;
    log(`  ${(gapTo / 1000).toFixed(1)} s: PostgreSQL ${restart.ok ? 'is back' : `did not restart: ${restart.out}`} (${ms(restart.ms)})`);
    // A process that died meanwhile is started again, as a supervisor (systemd's Restart=) would: the load goes on.
    await sleep(1000);
    died.push(...ctx.procs.filter((p) => !p.alive()));
    await Promise.all(died.map(async (p) => {
      const ready = await p.restart();
      log(`  ${((performance.now() - began) / 1000).toFixed(1)} s: supervisor: process ${p.n} (dead: ${p.unexpectedExits.at(-1)?.how ?? '?'}) started again, ready after ${ms(ready)}`);
    }));
  });
  probing = false;
  await Promise.all(probeRuns);
  // Every process must work again by itself: ready, and a to-do list answered.
  const back = await Promise.all(ctx.procs.map(async (p) => {
    if (died.includes(p)) return { p, ms: -1 };
    const began = performance.now();
    const ok = await waitFor('ready', 30_000, async () => {
      const r = await fetch(`${p.base}${fullPath(runtimeListApi.getTodoList)}`, { method: 'POST', headers: approver.headers, body: todoBody });
      return r.status === 200 ? true : undefined;
    }).then(() => true, () => false);
    return { p, ms: ok ? performance.now() - began : -2 };
  }));
  const window = during(figures, gapFrom, gapTo + 1000);
  const windowFailed = window.filter(failed);
  note(`clients through the balancer from the restart to 1 s after it: ${window.length} requests, ${tally(window.map((s) => s.status || 'no reply'))}; the longest took ${ms(Math.max(0, ...window.map((s) => s.ms)))}`);
  const gapProbes = probes.filter((x) => x.at >= gapFrom && x.at - x.ms <= gapTo + 1000);
  for (const p of ctx.procs) {
    const mine = gapProbes.filter((x) => x.n === p.n);
    const messages = [...new Map(mine.filter((x) => x.status !== 200).map((x) => [x.status, x.message])).entries()].map(([s, m]) => `${s}: "${m}"`);
    note(`process ${p.n} answered directly during the gap: ${tally(mine.map((x) => x.status || x.message))}, longest ${ms(Math.max(0, ...mine.map((x) => x.ms)))}${messages.filter((m) => !m.startsWith('0:')).length ? `; ${messages.filter((m) => !m.startsWith('0:')).join('; ')}` : ''}`);
  }
  const all = [...window, ...gapProbes];
  const longest = Math.max(0, ...all.map((s) => s.ms));
  // What the processes themselves answered (the balancer turns a process that is gone into its own 502).
  const served = gapProbes.filter((x) => x.status !== 0);
  const fiveHundreds = served.filter((s) => s.status >= 500 && s.status !== 503).length;
  verdict(!!restart?.ok, `PostgreSQL restarted in ${ms(restart?.ms ?? 0)}`);
  verdict(longest < 5000, `no hang: the longest request during the gap took ${ms(longest)}`);
  verdict(fiveHundreds === 0 && died.length === 0, `the processes refused requests during the gap with 503 (${served.length} answers from the processes: ${tally(served.map((s) => s.status))}${died.length ? `; ${died.length} processes were dead instead` : ''})`);
  for (const b of back) {
    // Reported here: taken out of the process's exits, which the configuration's end reports otherwise.
    verdict(b.ms >= 0, b.ms === -1 ? `process ${b.p.n} did not survive the restart (${b.p.unexpectedExits.splice(0).map((e) => e.how).join(', ') || 'dead'}): it had to be started again`
      : b.ms === -2 ? `process ${b.p.n} still failed 30 s after the restart` : `process ${b.p.n} reconnected by itself (a to-do list answered ${ms(b.ms)} after the load ended)`);
  }
  note(`failed requests over the whole run: ${Object.values(figures).map((f) => `${f.name} ${f.errors}/${f.replies}`).join(', ')} (${windowFailed.length} of them from the restart to 1 s after)`);
  return check.ok && died.length === 0;
}

/** The message of a refusal body ({message}), else its first characters. */
function messageOf(text: string): string {
  try {
    const m = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof m === 'string') return m.slice(0, 160);
  } catch { /* not JSON */ }
  return text.replace(/\s+/g, ' ').slice(0, 160);
}

/** A 1×1 PNG: an upload every file-type policy accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(base: string, headers: Record<string, string>): Promise<{ status: number; message: string; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'bench.png');
  const began = performance.now();
  const res = await fetch(`${base}${fullPath(fileApi.upload)}`, { method: 'POST', headers: { authorization: headers.authorization }, body: form, signal: AbortSignal.timeout(30_000) })
    .catch((e: Error) => e);
  if (res instanceof Error) return { status: 0, message: res.message, ms: performance.now() - began };
  return { status: res.status, message: messageOf(await res.text()), ms: performance.now() - began };
}

/** DATA_DIR/files on a 2 MB tmpfs, filled; uploads during a load run must be refused clearly, the rest unharmed. */
export async function fillFileStore(ctx: FaultContext): Promise<boolean> {
  log(`\n-- Fault: the file store's disk is full, during the load (${ctx.seconds} s) --`);
  if (!isRoot()) return verdict(true, 'disk full: skipped (mounting a small tmpfs needs root)');
  const files = path.join(ctx.dataDir, 'files');
  fs.mkdirSync(files, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', files], { stdio: 'pipe' });
  } catch (e) {
    return verdict(true, `disk full: skipped (mount -t tmpfs failed: ${String((e as { stderr?: Buffer }).stderr ?? e).trim()})`);
  }
  const unmount = () => {
    try {
      execFileSync('umount', [files], { stdio: 'ignore' });
    } catch {
      execFileSync('umount', ['-l', files], { stdio: 'ignore' });
    }
  };
  const removeStep = onCleanup(`unmount ${files}`, unmount, () => `umount ${q(files)} 2>/dev/null || umount -l ${q(files)}`);
  const filler = path.join(files, 'filler.bin');
  try {
    fs.writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024, 1));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  }
  const free = fs.statfsSync(files);
  note(`${files} is a 2 MB tmpfs, filled: ${free.bavail * free.bsize} bytes free`);
  const who = ctx.cast.approvers[0];
  const uploads: Array<{ where: string; status: number; message: string; ms: number }> = [];
  const { figures, check } = await loadWithFault(ctx, 'with the file store full', async () => {
    await sleep(ctx.seconds * 300);
    for (const p of ctx.procs) uploads.push({ where: `process ${p.n}`, ...(await upload(p.base, who.headers)) });
    uploads.push({ where: 'the balancer', ...(await upload(ctx.balancer.base, who.headers)) });
  });
  for (const u of uploads) note(`upload to ${u.where}: ${u.status} "${u.message}" (${ms(u.ms)})`);
  const clear = uploads.every((u) => u.status >= 400 && u.status !== 500 && u.message.length > 0);
  verdict(clear, `uploads with the disk full were refused with a clear message (statuses ${tally(uploads.map((u) => u.status))})`);
  const others = Object.values(figures);
  verdict(others.every((f) => f.errors === 0), `everything else kept working meanwhile: ${others.map((f) => `${f.name} ${f.errors} failed of ${f.replies}`).join(', ')}`);
  fs.rmSync(filler, { force: true });
  const again = await upload(ctx.balancer.base, who.headers);
  verdict(again.status === 200, `once space was freed, an upload succeeded again (${again.status}${again.status === 200 ? '' : ` "${again.message}"`})`);
  removeStep();
  unmount();
  return check.ok;
}
