import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useTaskAction } from '../actions.js';

/** POST /service-eam/eam-maintain-task/cancel: an open task is cancelled with a reason (group leader or manager). */
export const cancelTask = ({ id, reason }: { id: string; reason: string }) =>
  eamCall(eamApi.maintainTaskCancel, { body: { id, reason }, overlay: true });

export const useCancelTask = (id: string) => useTaskAction(cancelTask, id);
