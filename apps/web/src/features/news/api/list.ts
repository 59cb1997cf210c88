import { useInfiniteQuery } from '@tanstack/react-query';
import { newsApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { newsFilter, nextNewsPage } from './paging.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** POST /portal/messageNews/v1/list and /listNotice (?isPublic=true): published news or notices, pinned first, newest first. */
const endpoints = { news: newsApi.list, notice: newsApi.listNotice } as const;
export type NewsKind = keyof typeof endpoints;

export const listNews = (kind: NewsKind, filter: QueryFilter, signal?: AbortSignal) =>
  call(endpoints[kind], { query: { isPublic: 'true' }, body: filter, signal, parallel: true });

export const useNewsList = (kind: NewsKind, text: string) =>
  useInfiniteQuery({
    queryKey: portalKeys.news(kind, text),
    queryFn: ({ pageParam, signal }) => listNews(kind, newsFilter(text, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
    staleTime: 30_000,
  });
