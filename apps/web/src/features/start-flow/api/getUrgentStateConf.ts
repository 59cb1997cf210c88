import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** POST /runtime/instance/v1/getUrgentStateConf: the urgency levels a new request of this process may take, and whether I may choose. */
export const getUrgentStateConf = (defId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.getUrgentStateConf, { body: { defId }, signal, silent: true, parallel: true });

export const useUrgencyLevels = (defId: string) =>
  useQuery({ queryKey: approvalKeys.urgencyLevels(defId), queryFn: ({ signal }) => getUrgentStateConf(defId, signal), staleTime: 10 * 60_000 });
