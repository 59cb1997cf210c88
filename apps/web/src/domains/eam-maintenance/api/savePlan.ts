import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { usePlanAction } from '../actions.js';

/** A plan as the form sends it (the trigger's fields as its kind needs them); `projects` goes as one JSON text field. */
export interface PlanInput {
  name: string;
  assetId: string;
  groupId: string;
  maintainType: eamApi.MaintainType;
  triggerKind: eamApi.MaintainTriggerKind;
  every: number;
  unit?: eamApi.MaintainIntervalUnit;
  startDate?: string;
  endDate?: string;
  meterId?: string;
  timeout: number;
  info?: string;
  projects: eamApi.MaintainProjectInput[];
}

/**
 * POST /service-eam/eam-maintain-plan/insert (no id) or /update: a new plan, or a changed one, answered as
 * get-by-id answers it. Silent: the form shows the refusal on the field it names.
 */
export const savePlan = ({ id, projects, ...plan }: PlanInput & { id?: string }) => {
  const body = { ...plan, projects: JSON.stringify(projects) };
  return id
    ? eamCall(eamApi.maintainPlanUpdate, { body: { ...body, id }, silent: true, overlay: true })
    : eamCall(eamApi.maintainPlanInsert, { body, silent: true, overlay: true });
};

/** The saved plan replaces its screen; the lists refresh. */
export const useSavePlan = (id?: string) => usePlanAction(savePlan, id);
