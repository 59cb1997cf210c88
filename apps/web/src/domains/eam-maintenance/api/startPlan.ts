import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { usePlanAction } from '../actions.js';

/** POST /service-eam/eam-maintain-plan/start: a stopped plan generates tasks again, from now on. */
export const startPlan = (id: string) => eamCall(eamApi.maintainPlanStart, { body: { id }, overlay: true });

export const useStartPlan = (id: string) => usePlanAction(() => startPlan(id), id);
