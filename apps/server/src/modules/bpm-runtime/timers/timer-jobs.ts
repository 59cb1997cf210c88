import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import { AppError } from '../../../platform/errors.js';
import { t } from '../../../platform/messages.js';
import type { Job } from '../../jobs/executor.js';
import { jobRow } from '../../jobs/index.js';
import type { JobsRepository } from '../../jobs/jobs.repository.js';
import type { ActionRunner } from '../actions/action-runner.js';

/** The job kind of engine timers: its handler sends `timerFired` to the instance. */
export const TIMER_JOB = 'bpm.timer';

/** A timer of one step, to be kept as a due job. */
export interface TimerJob { timerId: string; instId: string; at: string }

interface TimerPayload { instId: string; timerId: string }

/**
 * Writes a step's timers as due jobs in the step's own transaction, so a timer exists exactly when the step
 * that started it was committed. The job id is the timer id: a cancelled timer deletes its job.
 */
export async function writeTimerJobs(jobs: JobsRepository, tx: Transaction<Database>, tenantId: string, timers: TimerJob[], cancels: string[], now: string): Promise<void> {
  await jobs.cancel(cancels, tx);
  await jobs.insert(timers.map((timer) => jobRow({ id: timer.timerId, tenantId, kind: TIMER_JOB, payload: { instId: timer.instId, timerId: timer.timerId } satisfies TimerPayload, dueAt: timer.at }, now)), tx);
}

class StaleTimer extends Error {}

/**
 * The handler of timer jobs: fires the timer as one action of the system (no user, no administrator rights).
 * A timer the instance no longer has (it moved on, or the job ran twice after a lost claim) is done, not failed.
 */
export function createTimerJobHandler(deps: { runner: ActionRunner }) {
  const { runner } = deps;
  return async (job: Job): Promise<void> => {
    const { instId, timerId } = job.payload as TimerPayload;
    const system: Session = { userId: '', account: 'system', tenantId: job.tenantId, sid: '', jti: '', iat: 0, exp: 0, isAdmin: false };
    try {
      await runner.act(system, undefined, {
        load: () => runner.byInstance(system, instId),
        plan: (l) => {
          if (!l.state?.timers?.some((timer) => timer.id === timerId)) throw new StaleTimer();
          // Recorded in the plant's language, like the inbox messages the engine's steps write.
          return { command: { type: 'timerFired', timerId, opinion: t('zh-CN', 'bpm.autoPassOpinion') } };
        },
        reply: () => true,
      });
    } catch (e) {
      if (e instanceof StaleTimer || (e instanceof AppError && e.statusCode === 404)) return;
      throw e;
    }
  };
}
