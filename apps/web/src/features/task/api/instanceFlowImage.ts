import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/instance/v1/instanceFlowImage: the BPMN of an instance and each node's status (done, current, rejected, untouched). */
export const instanceFlowImage = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.instanceFlowImage, { query: { instId }, signal, parallel: true });

export const useFlowImage = (instId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.flowImage(instId), queryFn: ({ signal }) => instanceFlowImage(instId, signal), enabled, staleTime: 30_000 });
