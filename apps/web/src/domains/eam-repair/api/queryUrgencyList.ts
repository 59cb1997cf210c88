import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-urgency/query-list: the urgencies in sort order. */
export const queryUrgencyList = (signal?: AbortSignal) => eamCall(eamApi.repairUrgencyQueryList, { signal, parallel: true });

export const urgenciesQueryOptions = () =>
  queryOptions({ queryKey: eamRepairKeys.urgencies(), queryFn: ({ signal }) => queryUrgencyList(signal), staleTime: 5 * 60_000 });

export const useUrgencies = () => useQuery(urgenciesQueryOptions());
