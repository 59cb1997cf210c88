import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/task/v1/getNoticeTodoReadList: instances circulated to me that I have not read (待阅). */
export const getNoticeTodoReadList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getNoticeTodoReadList, { body: filter, signal, parallel: true });

export const noticeTodoQueryOptions = pagedListOptions('noticeTodo', getNoticeTodoReadList);

export const useNoticeTodoReadList = (search: ListSearch) => useInfiniteQuery(noticeTodoQueryOptions(search));
