import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPage, peopleFilter, queryUserWithMainOrgPost } from '../../../lib/directory/queryUserWithMainOrgPost.js';

/** The people of one organisation a picker lists while browsing the tree, page by page. */
export const useOrgPeople = (orgId: string | null) =>
  useInfiniteQuery({
    queryKey: ['formOrgPeople', orgId],
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(peopleFilter({ kind: 'org', orgId: orgId! }, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!orgId,
    staleTime: 60_000,
  });

/** The users a picker lists for a search text, page by page. */
export const useUserSearch = (text: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['formUserSearch', text.trim()],
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(peopleFilter({ kind: 'search', text }, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The users of a saved value, by id (to show their names). */
export const useUsersByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: ['formUsersByIds', [...ids].sort()],
    queryFn: ({ signal }) => queryUserWithMainOrgPost({
      pageBean: { page: 1, pageSize: Math.max(ids.length, 1), showTotal: false },
      querys: [{ property: 'id', value: [...ids], operation: 'IN', relation: 'AND' }],
    }, signal).then((r) => r.rows),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
