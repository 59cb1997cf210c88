import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useTaskAction } from '../actions.js';

export type ExecuteProject = { id: string; status: 'executed' | 'none'; content?: string; pictureIds?: string[] };
export type ExecutePart = eamApi.MaintainPart;

export interface ExecuteInput {
  taskId: string;
  /** The projects recorded (at least one); each replaces what the task held for it, photos included. */
  projects: ExecuteProject[];
  /** The whole parts list (replaces it; [] clears it); absent keeps it. */
  parts?: ExecutePart[];
}

/**
 * POST /service-eam/eam-maintain-task/execute: saves progress on a task under way. `projects` and `parts` travel
 * as JSON text, one form field each, as the asset system reads them.
 */
export const executeTask = ({ taskId, projects, parts }: ExecuteInput) =>
  eamCall(eamApi.maintainTaskExecute, {
    body: { taskId, projects: JSON.stringify(projects), parts: parts === undefined ? undefined : JSON.stringify(parts) },
    overlay: true,
  });

export const useExecuteTask = (taskId: string) => useTaskAction(executeTask, taskId);
