import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPage, peopleFilter, queryUserWithMainOrgPost, type PeopleScope } from '../../../lib/directory/queryUserWithMainOrgPost.js';

export type { PeopleScope } from '../../../lib/directory/queryUserWithMainOrgPost.js';

/** The people of a scope, page by page (for InfiniteScroll). */
export const usePeople = (scope: PeopleScope | null) =>
  useInfiniteQuery({
    queryKey: ['people', scope],
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(peopleFilter(scope!, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!scope,
    staleTime: 60_000,
  });
