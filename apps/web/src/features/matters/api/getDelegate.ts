import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/task/v1/getDelegate: tasks I transferred to someone else (我转办的), with whether I can still take each back. */
export const getDelegate = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getDelegate, { body: filter, signal, parallel: true });

export const delegateQueryOptions = pagedListOptions('delegate', getDelegate);

export const useDelegated = (search: ListSearch) => useInfiniteQuery(delegateQueryOptions(search));
