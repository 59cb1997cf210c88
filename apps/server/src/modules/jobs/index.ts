import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { newId, type Clock } from '../../platform/clock.js';
import { serverModule } from '../server-module.js';
import { createJobExecutor, type ExecutorOptions, type JobExecutor } from './executor.js';
import { createJobsRepository, type JobRow } from './jobs.repository.js';

/** A job to schedule: the handler of `kind` gets `payload` back at `dueAt` (ISO-8601). */
export interface JobSpec {
  /** Given when the job stands for something with an id of its own (an engine timer), so it can be cancelled by it. */
  id?: string;
  tenantId: string;
  kind: string;
  payload: unknown;
  dueAt: string;
}

/** The stored row of a new job (for callers that insert it in their own transaction). */
export const jobRow = (spec: JobSpec, now: string): JobRow => ({
  id: spec.id ?? newId(), tenant_id: spec.tenantId, kind: spec.kind, payload_json: JSON.stringify(spec.payload), due_at: new Date(spec.dueAt).toISOString(),
  attempts: 0, claimed_by: null, claimed_until: null, last_error: null, created_at: now,
});

/** Due jobs: a table, an executor that claims and runs them, and schedule() for the modules that need timers. */
export function createJobsModule(deps: { db: Db; clock: Clock } & Partial<Omit<ExecutorOptions, 'repo' | 'clock'>>) {
  const { db, clock, ...options } = deps;
  const repo = createJobsRepository(db);
  const executor = createJobExecutor({ repo, clock, ...options });
  return {
    repo,
    executor,
    /** Schedules jobs, inside the caller's transaction when given. */
    schedule: (specs: JobSpec[], tx?: Transaction<Database>) => repo.insert(specs.map((s) => jobRow(s, clock.now().toISOString())), tx),
  };
}
export type JobsModule = ReturnType<typeof createJobsModule>;
declare module '../server-module.js' {
  interface ModuleProvides { jobs: JobsModule }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** The due-jobs executor: tests move the clock and call `app.jobs.runDue()`. */
    jobs: JobExecutor;
  }
}

/** Due jobs in the server: the executor on `app.jobs`, polling while the server runs when JOB_POLL_MS > 0. */
export const jobsModule = serverModule({
  name: 'jobs',
  needs: [],
  register(app, _needs, { db, clock, config, metrics }) {
    const jobs = createJobsModule({ db, clock, onError: (job, err) => app.log.warn({ err, job: job.id, kind: job.kind }, 'job failed; retried later') });
    app.decorate('jobs', jobs.executor);
    // Each process polls; the claim makes sure one of them runs a job. Closing waits for the pass under way.
    if (config.jobPollMs > 0) app.addHook('onReady', async () => jobs.executor.start(config.jobPollMs, (err) => app.log.error({ err }, 'job pass failed')));
    app.addHook('onClose', async () => jobs.executor.stop());
    metrics.gauge('job_executor_lag_seconds', 'How long the longest-waiting due job has waited for an executor', async () => {
      const due = await jobs.repo.oldestWaiting(clock.now().toISOString(), jobs.executor.maxAttempts);
      return due ? Math.max(0, (clock.now().getTime() - Date.parse(due)) / 1000) : 0;
    });
    return jobs;
  },
});
