import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairCategoryTpl } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamRepairKeys } from '../keys.js';

export interface TemplateSearch {
  /** Over code, content and solution; '' for none. */
  text: string;
  /** A fault type, the types under it included. */
  categoryId?: string;
}

export const TEMPLATE_PAGE_SIZE = 20;

/** POST /service-eam/eam-repair-category-tpl/query-paged-list: a page of the fault library in code order. */
export const queryCategoryTplPagedList = (search: TemplateSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.repairCategoryTplQueryPagedList, {
    body: { pageIndex, pageSize: TEMPLATE_PAGE_SIZE, searchValue: search.text || undefined, categoryId: search.categoryId },
    signal, parallel: true,
  });

export const templateListQueryOptions = (search: TemplateSearch) =>
  infiniteQueryOptions({
    queryKey: eamRepairKeys.templateList(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryCategoryTplPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<RepairCategoryTpl>,
    staleTime: 60_000,
  });

export const useTemplateList = (search: TemplateSearch, enabled = true) => useInfiniteQuery({ ...templateListQueryOptions(search), enabled });
