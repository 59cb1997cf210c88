// The mixed load: to-do lists, task views, completions, starts and inbox lists at once, through the balancer, with
// autocannon. Each connection is an autocannon instance of its own (one connection, one request at a time), so the
// benchmark knows which request each reply answers: every reply is timed here (p50/p99 per kind, and its moment,
// for the fault reports), and an action whose request got no answer or a 5xx is sent again with the same
// idempotency key, as the web client does, until it is answered. What each action's client finally saw is kept in a
// ledger that checks.ts compares with the database.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import { fullPath, inboxApi, runtimeActionApi, runtimeListApi, runtimeTaskApi } from '@wp/contract';
import { BENCH_KEY } from '../bench-plant.js';
import type { Actor, Cast, OpenTask } from './actors.js';
import { onCleanup } from './lifecycle.js';
import { percentile, sleep } from './util.js';

/**
 * Where a load connection waits before trying again after a failure (0.2 s, doubling up to 2 s), as a client backs
 * off: the balancer passes this path to the benchmark's pause server, which answers after the time asked. Without it a
 * connection would hammer a balancer that has no process left, and burn the CPU the processes need to come back.
 */
export const PAUSE_PATH = '/__bench/pause';

/** The pause server (127.0.0.1, a free port); stopped at the end of the run. */
export async function startPauseServer(): Promise<number> {
  const server = http.createServer((req, res) => {
    const wait = Math.min(5000, Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms')) || 0);
    setTimeout(() => { res.writeHead(204); res.end(); }, wait);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  onCleanup('stop the pause server', () => { server.close(); });
  return (server.address() as net.AddressInfo).port;
}

export const KINDS = ['todo', 'view', 'complete', 'start', 'inbox'] as const;
export type KindName = (typeof KINDS)[number];

/** One HTTP call. */
export interface Call { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

/** One connection's source of calls: `next()` the call to send (undefined: nothing left), `done()` its answer. */
export interface Conn {
  next(): Call | undefined;
  /** status 0: no reply (connection error or time-out); -1: cut off when the run ended. */
  done(status: number, body: string): void;
}

/** A reply as the client saw it: when (ms since the run began, at the reply), how long it took, its status. */
export interface Sample { at: number; ms: number; status: number }

export interface KindFigure {
  name: KindName;
  connections: number;
  replies: number;
  /** 2xx replies per second. */
  okPerSecond: number;
  /** All replies per second. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  conflicts: number;
  /** Replies that were neither 2xx nor 409, and requests that got no reply (status 0). */
  errors: number;
  statuses: Record<string, number>;
  samples: Sample[];
}

// autocannon's instance API beyond the benchmark kit's declaration: per-request callbacks and stop().
interface AcRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string }
interface AcOptions {
  url: string; connections: number; pipelining: number; duration: number; timeout: number;
  requests: Array<{ setupRequest: (req: AcRequest) => AcRequest; onResponse: (status: number, body: string) => void }>;
}
type AcTracker = PromiseLike<unknown> & { stop(): void };
const startAutocannon = autocannon as unknown as (opts: AcOptions) => AcTracker;

/** What a load run is made of: per kind, its connections and a factory of their call sources. */
export type LoadPlan = Array<{ name: KindName; connections: number; open: (i: number) => Conn }>;

/**
 * Runs the plan against `base` for `seconds`; `during` runs alongside (a fault), given the moment the run began.
 * Returns the figures per kind.
 */
export async function runLoad(base: string, plan: LoadPlan, seconds: number, during?: (began: number) => Promise<void>): Promise<Record<KindName, KindFigure>> {
  const began = performance.now();
  const samples = new Map<KindName, Sample[]>(plan.map((k) => [k.name, []]));
  const runs: Array<PromiseLike<unknown>> = [];
  const finishers: Array<() => void> = [];
  for (const kind of plan) {
    for (let i = 0; i < kind.connections; i++) {
      const conn = kind.open(i);
      const mine = samples.get(kind.name)!;
      let sentAt = 0;
      let pending = false;
      let idle = false;
      let pausing = false;
      let backoff = 0;
      const record = (status: number, body: string) => {
        const now = performance.now();
        pending = false;
        mine.push({ at: now - began, ms: now - sentAt, status });
        backoff = status === 0 || status >= 500 ? Math.min(2000, backoff ? backoff * 2 : 200) : 0;
        conn.done(status, body);
      };
      const setupRequest = (req: AcRequest): AcRequest => {
        // Asked for the next request while the last one is unanswered: its connection failed or it timed out.
        if (pending) record(0, '');
        if (backoff > 0 && !pausing) {
          pausing = true;
          return { ...req, method: 'GET', path: `${PAUSE_PATH}?ms=${backoff}`, headers: {}, body: undefined };
        }
        pausing = false;
        const call = conn.next();
        if (!call) {
          // Nothing left to send (every task handled): this connection waits, not counted, until autocannon stops it.
          idle = true;
          setImmediate(() => tracker.stop());
          return { ...req, method: 'GET', path: `${PAUSE_PATH}?ms=1000`, headers: {}, body: undefined };
        }
        idle = false;
        pending = true;
        sentAt = performance.now();
        // A copy: autocannon writes Content-Length into the headers it is given.
        return { ...req, method: call.method, path: call.path, headers: { ...call.headers }, body: call.body };
      };
      const tracker = startAutocannon({
        url: base, connections: 1, pipelining: 1, duration: seconds, timeout: 20,
        requests: [{ setupRequest, onResponse: (status, body) => { if (!idle && !pausing && pending) record(status, body); } }],
      });
      runs.push(tracker);
      // A request still out when the run ended was cut off by the benchmark, not failed by the server.
      finishers.push(() => { if (pending) { pending = false; conn.done(-1, ''); } });
    }
  }
  const fault = during?.(began);
  await Promise.all(runs);
  for (const f of finishers) f();
  await fault;
  const elapsed = (performance.now() - began) / 1000;
  const out = {} as Record<KindName, KindFigure>;
  for (const kind of plan) {
    const s = samples.get(kind.name)!;
    const statuses: Record<string, number> = {};
    for (const x of s) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
    const ok = s.filter((x) => x.status >= 200 && x.status < 300).length;
    const conflicts = s.filter((x) => x.status === 409).length;
    const times = s.map((x) => x.ms);
    out[kind.name] = {
      name: kind.name, connections: kind.connections, replies: s.length, okPerSecond: ok / Math.min(elapsed, seconds), rps: s.length / Math.min(elapsed, seconds),
      p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(0, ...times), conflicts, errors: s.length - ok - conflicts, statuses, samples: s,
    };
  }
  return out;
}

// ---- actions and what their clients saw ---------------------------------------------------------------------------

export interface Action {
  kind: 'complete' | 'start';
  key: string;
  actor: Actor;
  /** complete: the task. */
  task?: OpenTask;
  /** Every status this action's requests got, in order (0: no reply). */
  statuses: number[];
  /** The answer that settled it (2xx or 4xx); undefined while unsettled. */
  final?: number;
  /** start: the instance id of a 2xx reply. */
  instId?: string;
}

/** Every action of one load run, and the calls that make them. */
export class Ledger {
  readonly actions: Action[] = [];
  private queue: OpenTask[];
  private next = 0;
  private starts = 0;

  constructor(private cast: Cast, private usedTasks: Set<string>) {
    this.queue = cast.openTasks.filter((t) => !usedTasks.has(t.id));
  }

  /** Open tasks this run did not take yet. */
  get tasksLeft() { return this.queue.length - this.next; }

  private approver(userId: string): Actor {
    return this.cast.approvers.find((a) => a.userId === userId)!;
  }

  static call(a: Action): Call {
    const headers = { ...a.actor.headers, 'idempotency-key': a.key };
    if (a.kind === 'complete') {
      return { method: 'POST', path: fullPath(runtimeActionApi.complete), headers, body: JSON.stringify({ taskId: a.task!.id, actionName: 'agree', opinion: '同意（集群基准）' }) };
    }
    return {
      method: 'POST', path: fullPath(runtimeActionApi.start), headers,
      body: JSON.stringify({ flowKey: BENCH_KEY, subject: `集群基准 ${a.key}`, businessKey: a.key, data: { amount: 1000 + (a.key.charCodeAt(0) % 90) * 10 } }),
    };
  }

  /** What an answer means for an action: 2xx and 4xx settle it; no reply and 5xx leave it to be sent again. */
  static answer(a: Action, status: number, body: string) {
    if (status === -1) return;
    a.statuses.push(status);
    if (status >= 200 && status < 500) {
      a.final = status;
      if (a.kind === 'start' && status < 300) {
        try {
          a.instId = (JSON.parse(body) as { instId?: string }).instId;
        } catch { /* the check reports a start without an instance */ }
      }
    }
  }

  /** A connection completing tasks: each task once, taken from one queue all connections share. */
  completer(): Conn {
    let current: Action | undefined;
    return {
      next: () => {
        if (!current || current.final !== undefined) {
          if (this.next >= this.queue.length) return undefined;
          const task = this.queue[this.next++];
          this.usedTasks.add(task.id);
          current = { kind: 'complete', key: randomUUID(), actor: this.approver(task.assigneeId), task, statuses: [] };
          this.actions.push(current);
        }
        return Ledger.call(current);
      },
      done: (status, body) => { if (current) Ledger.answer(current, status, body); },
    };
  }

  /** A connection starting new cases of the benchmark process, by the starters in turn. */
  starter(): Conn {
    let current: Action | undefined;
    return {
      next: () => {
        if (!current || current.final !== undefined) {
          const actor = this.cast.starters[this.starts++ % this.cast.starters.length];
          current = { kind: 'start', key: randomUUID(), actor, statuses: [] };
          this.actions.push(current);
        }
        return Ledger.call(current);
      },
      done: (status, body) => { if (current) Ledger.answer(current, status, body); },
    };
  }

  /**
   * Actions left unsettled when the run ended (cut off, or last answered 5xx): sent again with their keys, as a client
   * would, until answered (up to `tries` times, a second apart). How many needed it, and how many stayed unsettled.
   */
  async settle(base: string, tries = 30): Promise<{ resent: number; unsettled: number }> {
    const open = this.actions.filter((a) => a.final === undefined);
    for (const a of open) {
      for (let i = 0; i < tries && a.final === undefined; i++) {
        const c = Ledger.call(a);
        const res = await fetch(`${base}${c.path}`, { method: c.method, headers: c.headers, body: c.body, signal: AbortSignal.timeout(20_000) }).catch(() => undefined);
        Ledger.answer(a, res?.status ?? 0, res ? await res.text() : '');
        if (a.final === undefined) await sleep(1000);
      }
    }
    return { resent: open.length, unsettled: open.filter((a) => a.final === undefined).length };
  }
}

/** Round-robin over a list, each connection starting at its own place. */
const cycle = <T>(list: T[], start: number) => {
  let i = start;
  return () => list[i++ % list.length];
};

/**
 * The mixed load of one run. Connections per kind from `connections` in total: to-do 3, view 2, complete 2,
 * start 1, inbox 2 parts of 10 (at least one each).
 */
export function mixedPlan(cast: Cast, ledger: Ledger, connections: number, kinds: readonly KindName[] = KINDS): LoadPlan {
  const weights: Record<KindName, number> = { todo: 3, view: 2, complete: 2, start: 1, inbox: 2 };
  const count = (k: KindName) => Math.max(1, Math.round((connections * weights[k]) / 10));
  const todoBody = JSON.stringify({ pageBean: { page: 1, pageSize: 20, showTotal: true } });
  const inboxBody = JSON.stringify({ pageBean: { page: 1, pageSize: 20, showTotal: true }, sorter: [{ property: 'receiver_name_', direction: 'DESC' }, { property: 'CREATE_TIME_', direction: 'DESC' }] });
  // Task views: the first tasks of each approver (open at the start; opened while or after being handled is fine too).
  const views = cast.openTasks.slice(0, 2000).map((t) => ({ actor: cast.approvers.find((a) => a.userId === t.assigneeId)!, id: t.id }));
  const reads = (make: (i: number) => () => Call): ((i: number) => Conn) => (i) => {
    const next = make(i);
    return { next, done: () => undefined };
  };
  const all: LoadPlan = [
    { name: 'todo', connections: count('todo'), open: reads((i) => { const who = cycle(cast.approvers, i); return () => ({ method: 'POST', path: fullPath(runtimeListApi.getTodoList), headers: who().headers, body: todoBody }); }) },
    { name: 'view', connections: count('view'), open: reads((i) => { const v = cycle(views, i * 7); return () => { const x = v(); return { method: 'GET', path: `${fullPath(runtimeTaskApi.get)}?id=${encodeURIComponent(x.id)}`, headers: withoutBody(x.actor.headers) }; }; }) },
    { name: 'complete', connections: count('complete'), open: () => ledger.completer() },
    { name: 'start', connections: count('start'), open: () => ledger.starter() },
    { name: 'inbox', connections: count('inbox'), open: reads((i) => { const who = cycle(cast.approvers, i + 1); return () => ({ method: 'POST', path: fullPath(inboxApi.list), headers: who().headers, body: inboxBody }); }) },
  ];
  return all.filter((k) => kinds.includes(k.name) && (k.name !== 'view' || views.length > 0) && (k.name !== 'start' || cast.starters.length > 0));
}

/** A GET carries no body: no content-type either. */
const withoutBody = (headers: Record<string, string>) => {
  const { 'content-type': _omit, ...rest } = headers;
  return rest;
};
