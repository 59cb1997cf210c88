import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** POST /runtime/task/v1/addReadRecord: I opened the task, so its pending record shows as read. Best effort, silent. */
export const addReadRecord = (taskId: string) =>
  call(runtimeActionApi.addReadRecord, { query: { taskId }, silent: true, parallel: true }).catch(() => undefined);
