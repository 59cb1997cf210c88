import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { usePlanAction } from '../actions.js';

/** POST /service-eam/eam-maintain-plan/stop: no more tasks; an open one stays. */
export const stopPlan = (id: string) => eamCall(eamApi.maintainPlanStop, { body: { id }, overlay: true });

export const useStopPlan = (id: string) => usePlanAction(() => stopPlan(id), id);
