import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { directoryKeys } from '../keys.js';

/** GET /uc/api/demension/v1/dems/getAll: the organisation dimensions of the tenant, the default first. */
export const getAllDems = (signal?: AbortSignal) => call(orgApi.getAllDems, { signal, parallel: true });

export const allDemsQueryOptions = () =>
  queryOptions({ queryKey: directoryKeys.dimensions(), queryFn: ({ signal }) => getAllDems(signal), staleTime: 5 * 60_000 });

export const useAllDems = () => useQuery(allDemsQueryOptions());

/** The default dimension (the one pickers open), or the first. */
export const useDefaultDimension = (enabled = true) =>
  useQuery({ ...allDemsQueryOptions(), enabled, select: (dems) => dems.find((d) => d.isDefault === 1) ?? dems[0] ?? null });
