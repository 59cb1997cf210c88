import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /api/demension/v1/dems/getAll: the organisation dimensions of the tenant, the default first. */
export const getAllDems = (signal?: AbortSignal) => call(orgApi.getAllDems, { signal, parallel: true });

export const allDemsQueryOptions = () =>
  queryOptions({ queryKey: ['dimensions'], queryFn: ({ signal }) => getAllDems(signal), staleTime: 5 * 60_000 });

export const useAllDems = () => useQuery(allDemsQueryOptions());
