import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../platform/clock.js';
import type { Job } from '../../jobs/executor.js';
import type { JobSpec } from '../../jobs/index.js';
import type { InspectionRepository } from './inspection.repository.js';
import { latestOccurrence, nextOccurrence, parseShifts } from './shifts.js';
import { buildTask } from './task-builder.js';

/** The job kind that generates a plan's task for a shift. */
export const INSPECTION_PLAN_JOB = 'eam.inspectionPlan';
/** A shift's task is generated this long before the shift starts, so the round is listed when the shift begins. */
export const GENERATE_LEAD_MINUTES = 30;

export interface PlanJobPayload { planId: string; planStartTime: string }

/** The job that generates the task of a plan's occurrence, due GENERATE_LEAD_MINUTES before it. */
export const planJob = (tenantId: string, planId: string, occurrence: Date): JobSpec => ({
  tenantId, kind: INSPECTION_PLAN_JOB, payload: { planId, planStartTime: occurrence.toISOString() } satisfies PlanJobPayload,
  dueAt: new Date(occurrence.getTime() - GENERATE_LEAD_MINUTES * 60_000).toISOString(),
});

/**
 * Task generation by the job executor. A plan's job makes the task of the latest occurrence due by now (occurrences
 * missed while the server was down are skipped: a round of three days ago is of no use), and, in the same
 * transaction, the job of the next occurrence. The task's unique key (plan + planned start) makes a second run of
 * the same job write nothing and schedule nothing, so a plan keeps exactly one chain of jobs.
 */
export function createGeneration(deps: { repo: InspectionRepository; clock: Clock; schedule: (specs: JobSpec[], tx: Transaction<Database>) => Promise<void> }) {
  const { repo, clock, schedule } = deps;
  return {
    async run(job: Job): Promise<void> {
      const { planId } = job.payload as PlanJobPayload;
      const plan = await repo.plan(job.tenantId, planId);
      if (!plan || plan.plan_status !== 'start') return;
      const shifts = parseShifts(plan.shifts_json);
      const now = clock.now();
      const occurrence = latestOccurrence(shifts, new Date(now.getTime() + GENERATE_LEAD_MINUTES * 60_000));
      if (!occurrence) return;
      const next = nextOccurrence(shifts, occurrence);
      const { points, items } = await repo.routePoints(job.tenantId, plan.route_id);
      const built = buildTask(plan, points.map((p) => ({ ...p, sort: Number(p.sort) })), items, occurrence, now.toISOString());
      await repo.insertTask(built.task, built.points, built.items, next?.toISOString() ?? null,
        async (tx) => (next ? schedule([planJob(job.tenantId, plan.id, next)], tx) : undefined));
    },
  };
}
