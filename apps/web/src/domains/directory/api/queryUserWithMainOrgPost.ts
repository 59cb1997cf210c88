import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { userApi, type QueryFilter } from '@wp/contract';
import { nextPage } from '../../../lib/paging.js';
import { call } from '../../../lib/http/client.js';
import { directoryKeys } from '../keys.js';

/** POST /uc/api/user/v1/users/queryUserWithMainOrgPost: users with their main organisation and post, paged. */
export const queryUserWithMainOrgPost = (filter: QueryFilter, signal?: AbortSignal) =>
  call(userApi.queryUserWithMainOrgPost, { body: filter, signal, parallel: true });

export const PEOPLE_PAGE_SIZE = 20;

/** Whom a people list shows: the matches of a search text (everyone when empty), or the people whose main organisation is `orgId`. */
export type PeopleScope = { kind: 'search'; text: string } | { kind: 'org'; orgId: string };

/**
 * The QueryFilter of one page of active users: a search matches name OR account OR mobile (contains); an
 * organisation is an exact match on the main organisation. People come in staff-number order (names alone
 * sort by code point in Chinese).
 */
export function peopleFilter(scope: PeopleScope, page: number): QueryFilter {
  const search = scope.kind === 'search' ? scope.text.trim() : '';
  const narrow: NonNullable<QueryFilter['querys']> = scope.kind === 'org'
    ? [{ property: 'orgId', value: scope.orgId, operation: 'EQ', relation: 'AND', group: 'org' }]
    : search ? (['fullname', 'account', 'mobile'] as const).map((property) => ({ property, value: search, operation: 'LK', relation: 'OR' as const, group: 'search' })) : [];
  return {
    pageBean: { page, pageSize: PEOPLE_PAGE_SIZE, showTotal: true },
    querys: [{ property: 'status', value: 1, operation: 'EQ', relation: 'AND', group: 'active' }, ...narrow],
    sorter: [{ property: 'userNumber', direction: 'ASC' }, { property: 'fullname', direction: 'ASC' }],
  };
}

/** A search is keyed by its trimmed text, so typing a trailing space asks nothing new. */
const keyScope = (scope: PeopleScope): PeopleScope => (scope.kind === 'search' ? { kind: 'search', text: scope.text.trim() } : scope);

/**
 * The people of a scope, page by page (the address book and the form's user picker share it). While a new
 * search text loads, the previous matches stay on screen.
 */
export const usePeople = (scope: PeopleScope | null, enabled = true) =>
  useInfiniteQuery({
    queryKey: directoryKeys.people(scope && keyScope(scope)),
    queryFn: ({ pageParam, signal }) => queryUserWithMainOrgPost(peopleFilter(scope!, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: !!scope && enabled,
    placeholderData: scope?.kind === 'search' ? keepPreviousData : undefined,
    staleTime: 60_000,
  });

/** One person by id (the address book's detail beside the list), or null when there is none. */
export const usePerson = (id: string) =>
  useQuery({
    queryKey: directoryKeys.person(id),
    queryFn: async ({ signal }) => (await queryUserWithMainOrgPost({
      pageBean: { page: 1, pageSize: 1, showTotal: false },
      querys: [{ property: 'id', value: id, operation: 'EQ', relation: 'AND', group: 'person' }],
    }, signal)).rows[0] ?? null,
    staleTime: 60_000,
  });

/** The users of a saved value, by id (to show their names). */
export const useUsersByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: directoryKeys.usersByIds(ids),
    queryFn: ({ signal }) => queryUserWithMainOrgPost({
      pageBean: { page: 1, pageSize: Math.max(ids.length, 1), showTotal: false },
      querys: [{ property: 'id', value: [...ids], operation: 'IN', relation: 'AND' }],
    }, signal).then((r) => r.rows),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
