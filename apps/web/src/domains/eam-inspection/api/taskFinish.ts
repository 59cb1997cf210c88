import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/**
 * POST /service-eam/eam-inspection-task/finish. Silent: a refusal (409 listing the points still waiting) is shown
 * on the round's screen, where the user can act on it, rather than as a passing toast.
 */
export const taskFinish = (id: string, content?: string) =>
  eamCall(eamApi.inspection.taskFinish, { body: { id, content: content || undefined }, overlay: true, silent: true });
