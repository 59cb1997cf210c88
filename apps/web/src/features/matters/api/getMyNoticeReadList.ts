import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/task/v1/getMyNoticeReadList: instances I circulated (我传阅的), one row per reader. */
export const getMyNoticeReadList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getMyNoticeReadList, { body: filter, signal, parallel: true });

export const myNoticeQueryOptions = pagedListOptions('myNotice', getMyNoticeReadList);

export const useMyNoticeReadList = (search: ListSearch) => useInfiniteQuery(myNoticeQueryOptions(search));
