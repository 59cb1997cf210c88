import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/task/v1/getNoticeDoneReadList: instances circulated to me that I have read (已阅). */
export const getNoticeDoneReadList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getNoticeDoneReadList, { body: filter, signal, parallel: true });

export const noticeDoneQueryOptions = pagedListOptions('noticeDone', getNoticeDoneReadList);

export const useNoticeDoneReadList = (search: ListSearch) => useInfiniteQuery(noticeDoneQueryOptions(search));
