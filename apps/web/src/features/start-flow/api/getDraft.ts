import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /runtime/instance/v1/getInstanceByInstId for a draft being filled in again: its form data and subject. */
export const getDraft = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.getInstanceByInstId, { query: { instId }, signal, silent: true, parallel: true });

export const useDraft = (instId: string | undefined) =>
  useQuery({ queryKey: ['bpm', 'draft', instId], queryFn: ({ signal }) => getDraft(instId!, signal), enabled: !!instId, staleTime: 0, gcTime: 0 });
