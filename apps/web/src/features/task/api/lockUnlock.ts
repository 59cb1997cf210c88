import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

/** GET /runtime/task/v1/lockUnlock: claims a shared task (answers 1) or cancels my claim (answers 3); other codes say why neither happened. */
export const lockUnlock = (taskId: string, leaderId: string | undefined) =>
  call(runtimeActionApi.lockUnlock, { query: { taskId, ...(leaderId && leaderId !== '0' ? { leaderId } : {}), idempotencyKey: actionKey() }, overlay: true });
