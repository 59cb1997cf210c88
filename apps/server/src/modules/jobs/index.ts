import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { newId, type Clock } from '../../platform/clock.js';
import { createJobExecutor, type ExecutorOptions } from './executor.js';
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
