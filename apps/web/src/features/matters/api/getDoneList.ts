import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/instance/v1/getDoneList: my latest action on each instance (已办), newest first; one row per instance, as the done tile counts, with its node (taskKey) and my opinion status, which the revoke rule reads. */
export const getDoneList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getDoneList, { body: filter, signal, parallel: true });

export const doneListQueryOptions = pagedListOptions('doneList', getDoneList);

export const useDoneList = (search: ListSearch) => useInfiniteQuery(doneListQueryOptions(search));
