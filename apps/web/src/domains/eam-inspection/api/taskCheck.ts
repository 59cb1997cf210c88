import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/**
 * POST /service-eam/eam-inspection-task/check: the point of a round with this code (a scanned tag or a typed
 * code), to record it. Silent: a 404 naming the code is shown where the code was entered.
 */
export const taskCheck = (taskId: string, pointCode: string) =>
  eamCall(eamApi.inspection.taskCheck, { body: { taskId, pointCode }, overlay: true, silent: true });
