import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/**
 * GET /flow/def/v1/defGet: a process definition version with its BPMN, layout nodes, form and per-node field
 * permissions. Silent: the screens that need it show their own error state. Kept on the device: a task's form opens offline.
 */
export const defGet = (defId: string, signal?: AbortSignal) =>
  call(modelApi.defGet, { query: { defId }, signal, silent: true, parallel: true, keep: true });

/** A deployed version never changes, so it is kept for a while. */
export const definitionQueryOptions = (defId: string) =>
  queryOptions({ queryKey: approvalKeys.definition(defId), queryFn: ({ signal }) => defGet(defId, signal), staleTime: 10 * 60_000, ...keptQuery });

export const useDefinition = (defId: string | undefined, enabled = true) =>
  useQuery({ ...definitionQueryOptions(defId ?? ''), enabled: !!defId && enabled });

/** The version an instance runs, asked by the instance: what a shared link's guest may read. */
export const useInstanceDefinition = (instId: string, enabled = true) =>
  useQuery({
    queryKey: approvalKeys.definitionOfInstance(instId),
    queryFn: ({ signal }) => call(modelApi.defGet, { query: { instId }, signal, silent: true, parallel: true }),
    staleTime: 10 * 60_000,
    enabled,
  });
