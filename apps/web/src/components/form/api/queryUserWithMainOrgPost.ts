import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueryFilter } from '@wp/contract';
import { nextPage, queryUserWithMainOrgPost } from '../../../lib/directory/queryUserWithMainOrgPost.js';

const PAGE_SIZE = 20;

/** One page of active users narrowed by `querys`, in staff-number order. */
const activeUsers = (page: number, querys: NonNullable<QueryFilter['querys']>): QueryFilter => ({
  pageBean: { page, pageSize: PAGE_SIZE, showTotal: true },
  querys: [{ property: 'status', value: 1, operation: 'EQ', relation: 'AND', group: 'active' }, ...querys],
  sorter: [{ property: 'userNumber', direction: 'ASC' }, { property: 'fullname', direction: 'ASC' }],
});

/** Active users matching a text in name, account or mobile (everyone when empty), in staff-number order. */
export function userSearchFilter(text: string, page: number): QueryFilter {
  const search = text.trim();
  return activeUsers(page, search
    ? (['fullname', 'account', 'mobile'] as const).map((property) => ({ property, value: search, operation: 'LK', relation: 'OR' as const, group: 'search' }))
    : []);
}

/** Active users whose main organisation is `orgId`, in staff-number order. */
export const orgPeopleFilter = (orgId: string, page: number): QueryFilter =>
  activeUsers(page, [{ property: 'orgId', value: orgId, operation: 'EQ', relation: 'AND', group: 'org' }]);

/** The people of one organisation a picker lists while browsing the tree, page by page. */
export const useOrgPeople = (orgId: string | null) =>
  useInfiniteQuery({
    queryKey: ['formOrgPeople', orgId],
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(orgPeopleFilter(orgId!, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!orgId,
    staleTime: 60_000,
  });

/** The users a picker lists for a search text, page by page. */
export const useUserSearch = (text: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['formUserSearch', text.trim()],
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(userSearchFilter(text, pageParam), signal),
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
