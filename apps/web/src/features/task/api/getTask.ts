import { useQuery } from '@tanstack/react-query';
import { runtimeTaskApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/**
 * GET /runtime/task/v1/get: a task (open or handled) with its process layout, opinions, candidates, node
 * settings (field permissions) and the form data. Silent: the page shows 403, 404 and failures itself. Kept on the device: a task opened
 * before opens offline.
 */
export const getTask = (id: string, signal?: AbortSignal) => call(runtimeTaskApi.get, { query: { id }, signal, silent: true, parallel: true, keep: true });

export const useTask = (id: string) =>
  useQuery({ queryKey: approvalKeys.task(id), queryFn: ({ signal }) => getTask(id, signal), staleTime: 0, ...keptQuery });
