import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-category/query-list: the fault types, a tree given flat (parentId), parents first. */
export const queryCategoryList = (signal?: AbortSignal) => eamCall(eamApi.repairCategoryQueryList, { signal, parallel: true });

export const repairCategoriesQueryOptions = () =>
  queryOptions({ queryKey: eamRepairKeys.categories(), queryFn: ({ signal }) => queryCategoryList(signal), staleTime: 5 * 60_000 });

export const useRepairCategories = () => useQuery(repairCategoriesQueryOptions());
