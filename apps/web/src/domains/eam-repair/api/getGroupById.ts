import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-group/get-by-id: a repair team with its leader and members. */
export const getGroupById = (id: string, signal?: AbortSignal) => eamCall(eamApi.repairGroupGetById, { body: { id }, signal, parallel: true });

export const groupQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamRepairKeys.group(id), queryFn: ({ signal }) => getGroupById(id, signal), staleTime: 60_000 });

export const useRepairGroup = (id: string, enabled = true) => useQuery({ ...groupQueryOptions(id), enabled });
