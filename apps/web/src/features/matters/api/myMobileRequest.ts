import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/instance/v1/myMobileRequest: the instances I started that support mobile, drafts excluded, newest first. */
export const myMobileRequest = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.myMobileRequest, { body: filter, signal, parallel: true });

export const myRequestQueryOptions = pagedListOptions('myRequest', myMobileRequest);

export const useMyRequests = (search: ListSearch) => useInfiniteQuery(myRequestQueryOptions(search));
