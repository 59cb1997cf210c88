import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi, type OpinionRecordRow } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** GET /runtime/instance/v1/instanceFlowOpinions: the approval records of an instance; pending ones name who may act. Kept on the device with its task. */
export const instanceFlowOpinions = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.instanceFlowOpinions, { query: { instId }, signal, parallel: true, keep: true });

/** `initial`: the records a task or notice page already carries, shown at once and then refreshed. */
export const useOpinions = (instId: string | undefined, enabled = true, initial?: OpinionRecordRow[]) =>
  useQuery({
    queryKey: approvalKeys.opinions(instId),
    queryFn: ({ signal }) => instanceFlowOpinions(instId!, signal),
    enabled: !!instId && enabled,
    staleTime: 0,
    ...keptQuery,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
