import type { Clock } from '../../platform/clock.js';
import { newId } from '../../platform/clock.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** A claimed job as its handler sees it. */
export interface Job {
  id: string;
  tenantId: string;
  kind: string;
  payload: unknown;
  dueAt: string;
  /** 1 on the first run. */
  attempt: number;
}

/** Runs one job; throwing makes the executor retry it later. Handlers must tolerate a second run (see ADR 0012). */
export type JobHandler = (job: Job) => Promise<void>;

export interface ExecutorOptions {
  repo: JobsRepository;
  clock: Clock;
  /** Names this process in claimed_by. */
  workerId?: string;
  /** How long a claim holds before another process may take the job over. */
  leaseMs?: number;
  /** Jobs claimed per pass. */
  batch?: number;
  /** After this many failed runs a job stays in the table with its last error and is not tried again. */
  maxAttempts?: number;
  /** Wait before the next try after `attempt` failed runs. */
  backoffMs?: (attempt: number) => number;
  /** Where handler failures are reported. */
  onError?: (job: Job, error: unknown) => void;
  /**
   * Starts calling `renew` while a pass holds claims, so that a job running longer than the lease (a backup of a
   * large plant), or jobs waiting behind it in the batch, are not taken over by another process; returns the stop.
   * By default every third of the lease (the claims are also renewed before a job once that long has passed);
   * tests call `renew` themselves.
   */
  heartbeat?: (renew: () => Promise<void>) => () => void;
}

/** One minute, doubling per failure, at most six hours. */
export const defaultBackoff = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 6 * 3_600_000);

const toJob = (row: JobRow): Job => ({
  id: row.id, tenantId: row.tenant_id, kind: row.kind, payload: JSON.parse(row.payload_json) as unknown, dueAt: row.due_at, attempt: row.attempts,
});

/**
 * The job executor: claims due jobs, runs their handlers, deletes what ran and releases what failed with a
 * back-off. Time comes from the clock, so tests move the clock and call runDue() instead of waiting.
 */
export function createJobExecutor(o: ExecutorOptions) {
  const workerId = o.workerId ?? newId();
  const leaseMs = o.leaseMs ?? 5 * 60_000;
  const batch = o.batch ?? 20;
  const maxAttempts = o.maxAttempts ?? 8;
  const backoffMs = o.backoffMs ?? defaultBackoff;
  const heartbeat = o.heartbeat ?? ((renew: () => Promise<void>) => {
    const timer = setInterval(() => void renew().catch(() => undefined), leaseMs / 3).unref();
    return () => clearInterval(timer);
  });
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOne(row: JobRow): Promise<void> {
    const job = toJob(row);
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for jobs of kind '${job.kind}'`);
      await handler(job);
      await o.repo.finish(job.id, workerId);
    } catch (e) {
      o.onError?.(job, e);
      const retryAt = new Date(o.clock.now().getTime() + backoffMs(job.attempt)).toISOString();
      await o.repo.release(job.id, workerId, retryAt, e instanceof Error ? e.message : String(e));
    }
  }

  const leaseEnd = () => new Date(o.clock.now().getTime() + leaseMs).toISOString();

  /**
   * Runs a claimed batch one job after the other (jobs of one instance would otherwise race each other for its
   * revision), holding the claims of the running job and of those still waiting. A job whose claim was taken over
   * while this worker stalled is left to the worker that has it.
   */
  async function runBatch(rows: JobRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    let ran = 0;
    let held = rows.map((r) => r.id);
    let renewedAt = o.clock.now().getTime();
    const renew = async () => {
      renewedAt = o.clock.now().getTime();
      held = await o.repo.renew(held, workerId, leaseEnd());
    };
    const stop = heartbeat(renew);
    try {
      for (const row of rows) {
        // A batch of quick jobs costs no renewal of its own; after a long job (or a stall the heartbeat could not
        // run through) the claims are renewed first, and one taken over meanwhile is skipped.
        if (o.clock.now().getTime() - renewedAt >= leaseMs / 3) await renew();
        if (!held.includes(row.id)) continue;
        await runOne(row);
        ran++;
        held = held.filter((id) => id !== row.id);
      }
    } finally {
      stop();
    }
    return ran;
  }

  async function pass(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await o.repo.claim({ workerId, now: o.clock.now().toISOString(), until: leaseEnd(), limit: batch, maxAttempts });
      total += await runBatch(rows);
      if (rows.length < batch) return total;
    }
  }

  const executor = {
    workerId,
    /** Runs a job is given before it is left for an operator (its row stays, with its last error). */
    maxAttempts,
    /** Registers the handler of a kind of job (one per kind). */
    handle(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`A handler for '${kind}' is registered already`);
      handlers.set(kind, handler);
    },

    /** Runs every job due now, once; resolves with how many ran (or failed). A pass already under way is joined. */
    runDue(): Promise<number> {
      running ??= pass().finally(() => { running = undefined; });
      return running;
    },

    /** Polls every `intervalMs` until stop(); a failing pass (database away) is reported and the next one tried. */
    start(intervalMs: number, onPassError: (e: unknown) => void = () => undefined): void {
      if (timer) return;
      const tick = () => {
        executor.runDue().catch(onPassError).finally(() => {
          if (timer) timer = setTimeout(tick, intervalMs).unref();
        });
      };
      timer = setTimeout(tick, intervalMs).unref();
    },

    /** Stops polling and waits for the pass under way. */
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
  return executor;
}
export type JobExecutor = ReturnType<typeof createJobExecutor>;
