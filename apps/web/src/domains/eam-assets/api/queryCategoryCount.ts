import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamAssetKeys } from '../keys.js';

/** POST /service-eam/eam-asset/query-category-count: the asset categories with their kind and asset count. */
export const queryCategoryCount = (signal?: AbortSignal) => eamCall(eamApi.queryCategoryCount, { signal });

export const categoryCountQueryOptions = () =>
  queryOptions({ queryKey: eamAssetKeys.categories(), queryFn: ({ signal }) => queryCategoryCount(signal), staleTime: 60_000 });

export const useCategoryCounts = () => useQuery(categoryCountQueryOptions());
