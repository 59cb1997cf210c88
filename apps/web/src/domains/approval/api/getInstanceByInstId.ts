import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../keys.js';

/** GET /runtime/instance/v1/getInstanceByInstId: an instance with its form data and open tasks. Silent: the page shows 403 itself. */
export const getInstanceByInstId = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.getInstanceByInstId, { query: { instId }, signal, silent: true, parallel: true });

export const useInstance = (instId: string | undefined) =>
  useQuery({ queryKey: approvalKeys.instance(instId), queryFn: ({ signal }) => getInstanceByInstId(instId!, signal), enabled: !!instId, staleTime: 0 });

/** A draft being filled in again (its form data and subject); not kept once the start screen leaves. */
export const useDraft = (instId: string | undefined) =>
  useQuery({ queryKey: approvalKeys.draft(instId), queryFn: ({ signal }) => getInstanceByInstId(instId!, signal), enabled: !!instId, staleTime: 0, gcTime: 0 });
