import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryFilter } from '@wp/contract';
import { nextPage, queryUserWithMainOrgPost } from '../../../lib/directory/queryUserWithMainOrgPost.js';

export const PAGE_SIZE = 20;

/** Whom the address book lists: the matches of a search text, or the people whose main organisation is `orgId`. */
export type PeopleScope = { kind: 'search'; text: string } | { kind: 'org'; orgId: string };

/**
 * The QueryFilter of one page: a search matches name OR account OR mobile (contains); an organisation is an
 * exact match on the main organisation. People come in staff-number order (names alone sort by code point in Chinese).
 */
export function peopleFilter(scope: PeopleScope, page: number): QueryFilter {
  const querys: NonNullable<QueryFilter['querys']> = scope.kind === 'search'
    ? (['fullname', 'account', 'mobile'] as const).map((property) => ({ property, value: scope.text, operation: 'LK', relation: 'OR', group: 'search' }))
    : [{ property: 'orgId', value: scope.orgId, operation: 'EQ', relation: 'AND', group: 'org' }];
  return {
    pageBean: { page, pageSize: PAGE_SIZE, showTotal: true },
    querys,
    sorter: [{ property: 'userNumber', direction: 'ASC' }, { property: 'fullname', direction: 'ASC' }],
  };
}

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
