import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

export const personKey = (id: string) => ['people', 'person', id] as const;

/** One person by id (the address book's detail beside the list), or null when there is none. */
export const usePerson = (id: string) =>
  useQuery({
    queryKey: personKey(id),
    queryFn: async ({ signal }) => (await queryUserWithMainOrgPost({
      pageBean: { page: 1, pageSize: 1, showTotal: false },
      querys: [{ property: 'id', value: id, operation: 'EQ', relation: 'AND', group: 'person' }],
    }, signal)).rows[0] ?? null,
    staleTime: 60_000,
  });
