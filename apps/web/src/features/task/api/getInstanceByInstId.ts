import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { BPM_QUERY_KEY } from '../../../lib/approval/finish-action.js';

/** GET /runtime/instance/v1/getInstanceByInstId: an instance with its form data and open tasks. Silent: the page shows 403 itself. */
export const getInstanceByInstId = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.getInstanceByInstId, { query: { instId }, signal, silent: true, parallel: true });

export const useInstance = (instId: string | undefined) =>
  useQuery({ queryKey: [BPM_QUERY_KEY, 'instance', instId], queryFn: ({ signal }) => getInstanceByInstId(instId!, signal), enabled: !!instId, staleTime: 0 });
