import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useTaskAction } from '../actions.js';

/** POST /service-eam/eam-maintain-task/start: a waiting task becomes 保养中, the caller its executor, started now. */
export const startTask = (id: string) => eamCall(eamApi.maintainTaskStart, { body: { id }, overlay: true });

export const useStartTask = (id: string) => useTaskAction(() => startTask(id), id);
