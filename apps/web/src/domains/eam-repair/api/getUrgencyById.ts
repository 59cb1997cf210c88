import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-urgency/get-by-id: an urgency. */
export const getUrgencyById = (id: string, signal?: AbortSignal) => eamCall(eamApi.repairUrgencyGetById, { body: { id }, signal, parallel: true });

export const urgencyQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamRepairKeys.urgency(id), queryFn: ({ signal }) => getUrgencyById(id, signal), staleTime: 60_000 });

export const useUrgency = (id: string, enabled = true) => useQuery({ ...urgencyQueryOptions(id), enabled });
