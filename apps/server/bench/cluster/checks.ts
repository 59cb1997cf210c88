// What must hold whatever the speed, checked against the database and across the processes:
// - every action a client saw answered 2xx applied exactly once, none lost, none applied twice (also after retries);
// - the processes agree on the password key (sign-in through the balancer works whichever process answers);
// - a sign-out on one process holds on every other at once;
// - a due job runs exactly once across processes;
// - a tab connected to one process hears of a case started on another (the live-event table every process polls).
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { appApi, fullPath, inboxApi, authApi, liveApi, runtimeActionApi } from '@wp/contract';
import { BENCH_KEY } from '../bench-plant.js';
import { passwordOf, signIn, type Actor, type Cast } from './actors.js';
import { inChunks, type BenchDb } from './db.js';
import type { Ledger } from './load.js';
import type { ServerProc } from './servers.js';
import { folded, ms, note, sleep, tally, verdict } from './util.js';

export interface ActionCheck {
  completions: number;
  starts: number;
  conflicts: number;
  /** Actions sent more than once (same key) before they were answered. */
  retried: number;
  lost: number;
  duplicated: number;
  /** Actions applied although their client was finally told otherwise, refused (4xx other than 409) or never answered. */
  wrong: number;
  ok: boolean;
}

/** Compares what the clients of one load run saw with what the database holds; prints the result lines. */
export async function verifyActions(db: BenchDb, ledger: Ledger, label: string): Promise<ActionCheck> {
  const completes = ledger.actions.filter((a) => a.kind === 'complete');
  const starts = ledger.actions.filter((a) => a.kind === 'start');
  const taskIds = completes.map((a) => a.task!.id);
  const tasks = new Map((await inChunks<{ id: string; open: number | string; completed_by: string | null; inst_id: string }>(db,
    'select id, open, completed_by, inst_id from bpm_task where id in (?)', taskIds)).map((r) => [r.id, r]));
  const opinions = new Map((await inChunks<{ task_id: string; n: number | string }>(db,
    'select task_id, count(*) as n from bpm_opinion where task_id in (?) and complete_time is not null group by task_id', taskIds)).map((r) => [r.task_id, Number(r.n)]));
  const keys = ledger.actions.map((a) => a.key);
  const stored = new Map((await inChunks<{ idem_key: string; n: number | string }>(db,
    'select idem_key, count(*) as n from bpm_idempotency where idem_key in (?) group by idem_key', keys)).map((r) => [r.idem_key, Number(r.n)]));
  const instIds = [...new Set(completes.map((a) => a.task!.instId))];
  const openPerInstance = new Map((await inChunks<{ inst_id: string; n: number | string }>(db,
    'select inst_id, count(*) as n from bpm_task where inst_id in (?) and open = 1 group by inst_id', instIds)).map((r) => [r.inst_id, Number(r.n)]));
  const started = new Map((await inChunks<{ biz_key: string; n: number | string; id: string }>(db,
    'select biz_key, count(*) as n, min(id) as id from bpm_instance where biz_key in (?) and def_key = ? group by biz_key', starts.map((a) => a.key), [BENCH_KEY])).map((r) => [r.biz_key, r]));

  let lost = 0; let duplicated = 0; let wrong = 0; let conflicts = 0; let okCompletions = 0; let okStarts = 0;
  const examples: string[] = [];
  const example = (text: string) => { if (examples.length < 5) examples.push(text); };
  for (const a of completes) {
    const t = tasks.get(a.task!.id);
    const n = opinions.get(a.task!.id) ?? 0;
    const appliedByUs = !!t && Number(t.open) === 0 && t.completed_by === a.actor.userId && n >= 1;
    if (n > 1 || (stored.get(a.key) ?? 0) > 1 || (openPerInstance.get(a.task!.instId) ?? 0) > 1) {
      duplicated++;
      example(`task ${a.task!.id}: ${n} completed opinion records, ${stored.get(a.key) ?? 0} stored replies, ${openPerInstance.get(a.task!.instId) ?? 0} open tasks in its case (answers ${folded(a.statuses)})`);
    }
    if (a.final !== undefined && a.final < 300) {
      okCompletions++;
      if (!appliedByUs) { lost++; example(`task ${a.task!.id}: answered ${a.final} but ${t ? `open=${t.open}, completed_by=${t.completed_by}, ${n} completed opinions` : 'the task is gone'}`); }
    } else if (a.final === 409) {
      conflicts++;
      if (stored.has(a.key)) { wrong++; example(`task ${a.task!.id}: its key's action was applied, yet the client was told 409 (answers ${folded(a.statuses)})`); }
    } else {
      wrong++;
      example(`task ${a.task!.id}: ${a.final === undefined ? 'never answered' : `refused ${a.final}`} (answers ${folded(a.statuses)}); in the database open=${t?.open}`);
    }
  }
  for (const a of starts) {
    const row = started.get(a.key);
    const n = Number(row?.n ?? 0);
    if (n > 1) { duplicated++; example(`start ${a.key}: ${n} cases (answers ${folded(a.statuses)})`); }
    if (a.final !== undefined && a.final < 300) {
      okStarts++;
      if (n === 0) { lost++; example(`start ${a.key}: answered ${a.final} (case ${a.instId}) but no case holds its business key`); }
      else if (a.instId && row && n === 1 && row.id !== a.instId) { wrong++; example(`start ${a.key}: answered case ${a.instId}, the database holds ${row.id}`); }
    } else {
      if (a.final === 409) conflicts++;
      if (n > 0 || a.final !== 409) { wrong++; example(`start ${a.key}: ${a.final === undefined ? 'never answered' : `answered ${a.final}`}, ${n} cases in the database (answers ${folded(a.statuses)})`); }
    }
  }
  const retried = ledger.actions.filter((a) => a.statuses.length > 1).length;
  const ok = lost === 0 && duplicated === 0 && wrong === 0;
  verdict(ok, `${label}: ${okCompletions} completions and ${okStarts} starts answered 2xx, each applied exactly once `
    + `(lost ${lost}, applied twice ${duplicated}, answered wrongly or never ${wrong}); ${conflicts} conflicts (409); ${retried} actions sent again with their key`);
  if (retried > 0) note(`answers of the actions sent more than once: ${tally(ledger.actions.filter((a) => a.statuses.length > 1).map((a) => folded(a.statuses)))}`);
  for (const e of examples) note(e);
  return { completions: okCompletions, starts: okStarts, conflicts, retried, lost, duplicated, wrong, ok };
}

/** Every process publishes the same RSA key (a password encrypted for one is read by all). */
export async function keysAgree(procs: ServerProc[]): Promise<boolean> {
  const keys = await Promise.all(procs.map(async (p) => ((await (await fetch(`${p.base}${fullPath(appApi.getRuntimeConfig)}`)).json()) as { rsaPublicKey: string }).rsaPublicKey));
  const distinct = new Set(keys).size;
  return verdict(distinct === 1, `the ${procs.length} processes, started together on an empty data directory, publish ${distinct === 1 ? 'the same password key' : `${distinct} different password keys (a sign-in encrypted for one fails on another)`}`);
}

/** Signs out on the first process; the same token must be refused by every other one at once. */
export async function signOutEverywhere(procs: ServerProc[], who: Actor): Promise<boolean> {
  const [a, ...others] = procs;
  const account = who.account;
  // A session of its own: the load's sessions stay signed in.
  const actor = await signIn(a.base, account, who.password);
  const badge = (p: ServerProc) => fetch(`${p.base}${fullPath(inboxApi.getMsgbadge)}`, { headers: actor.headers }).then((r) => r.status);
  const before = await Promise.all(procs.map(badge));
  if (before.some((s) => s !== 200)) return verdict(false, `sign-out: the fresh token of ${account} did not work everywhere before signing out (${before.join(', ')})`);
  const out = await fetch(`${a.base}${fullPath(authApi.signout)}`, { headers: actor.headers });
  const began = performance.now();
  const after = await Promise.all(others.map(async (p) => ({ n: p.n, status: await badge(p), ms: performance.now() - began })));
  const sameOnA = await badge(a);
  const ok = out.status === 200 && sameOnA === 401 && after.every((r) => r.status === 401);
  return verdict(ok, `sign-out on process ${a.n} (${out.status}): the same token right after on ${after.map((r) => `process ${r.n} → ${r.status} (${ms(r.ms)})`).join(', ')}, on process ${a.n} → ${sameOnA}`);
}

/**
 * Due jobs run exactly once across processes: `count` jobs of a kind no handler knows ('bench.probe') are inserted due
 * now. The executor claims each (attempts + 1), finds no handler and logs the failure with the job's id, then holds it
 * back for a minute: each job must show one attempt and one log line in all the processes' logs together.
 */
export async function jobsRunOnce(db: BenchDb, procs: ServerProc[], tenantId: string, pollMs: number, count = 30): Promise<boolean> {
  const run = randomUUID().slice(0, 8);
  const ids = Array.from({ length: count }, (_, i) => `bench-probe-${run}-${i}`);
  const began = performance.now();
  // In waves a little apart, so that the processes' polls meet them at different moments.
  for (const [i, id] of ids.entries()) {
    const now = new Date().toISOString();
    await db.all(`insert into sys_job (id, tenant_id, kind, payload_json, due_at, attempts, claimed_by, claimed_until, last_error, created_at)
      values (?, ?, 'bench.probe', '{}', ?, 0, null, null, null, ?)`, [id, tenantId, now, now]);
    if (i % 3 === 2) await sleep(pollMs / 3);
  }
  let rows: Array<{ id: string; attempts: number | string }> = [];
  while (performance.now() - began < 20_000) {
    rows = await inChunks(db, 'select id, attempts from sys_job where id in (?)', ids);
    if (rows.every((r) => Number(r.attempts) >= 1)) break;
    await sleep(100);
  }
  const firedMs = performance.now() - began;
  // Time for a second run to show, were a job claimed twice.
  await sleep(3 * pollMs + 1000);
  rows = await inChunks(db, 'select id, attempts from sys_job where id in (?)', ids);
  const perProcess = procs.map((p) => {
    const text = fs.existsSync(p.logFile) ? fs.readFileSync(p.logFile, 'utf8') : '';
    return ids.map((id) => text.split(`"job":"${id}"`).length - 1);
  });
  const runs = ids.map((_, i) => perProcess.reduce((n, counts) => n + counts[i], 0));
  const attempts = rows.map((r) => Number(r.attempts));
  await inChunks(db, 'delete from sys_job where id in (?)', ids);
  const ok = attempts.length === count && attempts.every((n) => n === 1) && runs.every((n) => n === 1);
  return verdict(ok, `${count} due jobs ran ${runs.every((n) => n === 1) ? 'exactly once each' : `${tally(runs)} times`} across ${procs.length} processes `
    + `(attempts ${tally(attempts)}; runs per process ${perProcess.map((c, i) => `${procs[i].n}: ${c.reduce((s, n) => s + n, 0)}`).join(', ')}; all claimed ${ms(firedMs)} after the first was due)`);
}

/** Reads one event stream until a `message` event whose subject contains `marker`; the ms it arrived after `since()`. */
async function awaitLiveMessage(url: string, actor: Actor, marker: string, since: () => number, timeoutMs: number, connected: () => void): Promise<number | string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { headers: { authorization: actor.headers.authorization }, signal: controller.signal });
    if (res.status !== 200 || !res.body) return `stream answered ${res.status}`;
    connected();
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of res.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = liveApi.parseLiveFrame(text.slice(0, end));
        text = text.slice(end + 2);
        if (frame?.event === 'message' && String((frame.data as { subject?: string }).subject ?? '').includes(marker)) return performance.now() - since();
      }
    }
    return 'the stream ended without the event';
  } catch (e) {
    return controller.signal.aborted ? `no event within ${ms(timeoutMs)}` : `stream failed: ${(e as Error).message}`;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * A department head's tab connected to process 1 (and one through the balancer); a case for him started on process 2:
 * both tabs must get its `message` event.
 */
export async function liveAcrossProcesses(procs: ServerProc[], balancerBase: string, cast: Cast, db: BenchDb): Promise<boolean> {
  const [a, b] = procs;
  const starter = cast.starters[0];
  const headId = starter ? cast.headOf.get(starter.userId) : undefined;
  const headRow = headId ? (await db.all<{ account: string; is_admin: number | string }>('select account, is_admin from uc_user where id = ?', [headId]))[0] : undefined;
  if (!starter || !headRow) return verdict(false, 'live events: no starter with a department head in the plant');
  const head = headRow.account;
  const headActor = await signIn(a.base, head, passwordOf(headRow.is_admin));
  const marker = randomUUID();
  let startedAt = 0;
  let connected = 0;
  const onConnect = () => { connected++; };
  const events = fullPath(liveApi.events);
  const direct = awaitLiveMessage(`${a.base}${events}`, headActor, marker, () => startedAt, 15_000, onConnect);
  const viaBalancer = awaitLiveMessage(`${balancerBase}${events}`, headActor, marker, () => startedAt, 15_000, onConnect);
  for (let i = 0; i < 50 && connected < 2; i++) await sleep(100);
  // The feed of a process starts at its newest event when its first tab connects: give it a moment.
  await sleep(600);
  startedAt = performance.now();
  const res = await fetch(`${b.base}${fullPath(runtimeActionApi.start)}`, {
    method: 'POST', headers: { ...starter.headers, 'idempotency-key': marker },
    body: JSON.stringify({ flowKey: BENCH_KEY, subject: `集群基准 live ${marker}`, businessKey: marker, data: { amount: 1000 } }),
  });
  if (!res.ok) return verdict(false, `live events: the start on process ${b.n} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  const [d, v] = await Promise.all([direct, viaBalancer]);
  const show = (r: number | string) => (typeof r === 'number' ? `after ${ms(r)}` : r);
  return verdict(typeof d === 'number' && typeof v === 'number',
    `live event: ${head}'s tab on process ${a.n} got the message of a case ${starter.account} started on process ${b.n} ${show(d)}; a tab through the balancer ${show(v)}`);
}
