import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/instance/v1/predictPath: done, current (with due time) and coming steps with their people. */
export const predictPath = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.predictPath, { query: { instId }, signal, parallel: true });

export const usePredictedPath = (instId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.path(instId), queryFn: ({ signal }) => predictPath(instId, signal), enabled, staleTime: 0 });
