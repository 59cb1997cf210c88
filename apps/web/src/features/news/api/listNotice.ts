import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { newsApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { newsFilter, nextNewsPage } from './paging.js';

/** POST /portal/messageNews/v1/listNotice?isPublic=true: published plant notices, pinned first, newest first. */
export const listNotice = (filter: QueryFilter, signal?: AbortSignal) =>
  call(newsApi.listNotice, { query: { isPublic: 'true' }, body: filter, signal, parallel: true });

export const noticeQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: ['portal', 'news', 'notice', text],
    queryFn: ({ pageParam, signal }) => listNotice(newsFilter(text, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
    staleTime: 30_000,
  });

export const useNoticeList = (text: string, enabled: boolean) => useInfiniteQuery({ ...noticeQueryOptions(text), enabled });
