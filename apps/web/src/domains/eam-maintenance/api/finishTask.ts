import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useTaskAction } from '../actions.js';

export interface FinishInput {
  id: string;
  result?: string;
  /** Actual hours; absent: the server counts from the start to now. */
  actTotalCost?: number;
}

/**
 * POST /service-eam/eam-maintain-task/finish. Silent: a refusal (409 naming the projects still to do) is shown on
 * the task's screen, where the user can act on it, rather than as a passing toast.
 */
export const finishTask = ({ id, result, actTotalCost }: FinishInput) =>
  eamCall(eamApi.maintainTaskFinish, { body: { id, result: result || undefined, actTotalCost }, overlay: true, silent: true });

export const useFinishTask = (id: string) => useTaskAction(finishTask, id);
