import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';
import { useBpmAction } from '../../../domains/approval/bpm-action.js';

/**
 * GET /runtime/task/v1/retrieveBpmTask: take back a task I transferred (取回), while the new handler has not
 * acted. The runtime's revokeTrans does the same, so the delegated-out list offers this one action.
 */
export const retrieveBpmTask = (taskId: string) =>
  call(runtimeActionApi.retrieveBpmTask, { query: { taskId, idempotencyKey: actionKey() }, overlay: true });

export const useRetrieveBpmTask = () => useBpmAction(retrieveBpmTask);
