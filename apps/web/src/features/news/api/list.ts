import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { newsApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { newsFilter, nextNewsPage } from './paging.js';

/** POST /portal/messageNews/v1/list?isPublic=true: published plant news, pinned first, newest first. */
export const listNews = (filter: QueryFilter, signal?: AbortSignal) =>
  call(newsApi.list, { query: { isPublic: 'true' }, body: filter, signal, parallel: true });

export const newsQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: ['portal', 'news', 'news', text],
    queryFn: ({ pageParam, signal }) => listNews(newsFilter(text, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
    staleTime: 30_000,
  });

export const useNewsList = (text: string, enabled: boolean) => useInfiniteQuery({ ...newsQueryOptions(text), enabled });
