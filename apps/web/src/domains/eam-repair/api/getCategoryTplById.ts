import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-category-tpl/get-by-id: a fault template. */
export const getCategoryTplById = (id: string, signal?: AbortSignal) => eamCall(eamApi.repairCategoryTplGetById, { body: { id }, signal, parallel: true });

export const templateQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamRepairKeys.template(id), queryFn: ({ signal }) => getCategoryTplById(id, signal), staleTime: 60_000 });

export const useTemplate = (id: string, enabled = true) => useQuery({ ...templateQueryOptions(id), enabled });
