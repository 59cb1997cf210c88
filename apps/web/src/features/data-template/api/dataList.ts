import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { formDataApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';
import { nextPageAfter, type PagePlace } from '../../../lib/paging.js';
import { recordFilter, type RecordSearch } from '../template-query.js';

/** POST /form/dataTemplate/v1/dataList_{key}: a page of a template's records as JSON rows, with the caller's permissions. */
export const dataList = async (key: string, filter: QueryFilter, signal?: AbortSignal) => {
  const reply = await call(formDataApi.dataList, { params: { key }, body: filter, signal, parallel: true });
  return reply.value!;
};

/** The records of a template under a search, page after page; refetched whenever the list is shown again. */
export const recordsQueryOptions = (key: string, search: RecordSearch, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: formDataKeys.records(key, search),
    queryFn: ({ pageParam, signal }) => dataList(key, recordFilter(search, pageParam.page, pageSize, pageParam.after), signal),
    initialPageParam: { page: 1 } as PagePlace,
    getNextPageParam: nextPageAfter,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useRecords = (key: string, search: RecordSearch, pageSize: number, enabled: boolean) =>
  useInfiniteQuery({ ...recordsQueryOptions(key, search, pageSize), enabled });
