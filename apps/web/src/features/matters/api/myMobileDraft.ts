import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** POST /runtime/instance/v1/myMobileDraft: my drafts (草稿) of processes that support mobile. */
export const myMobileDraft = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.myMobileDraft, { body: filter, signal, parallel: true });

export const myDraftQueryOptions = pagedListOptions('myDraft', myMobileDraft);

export const useMyDrafts = (search: ListSearch) => useInfiniteQuery(myDraftQueryOptions(search));
