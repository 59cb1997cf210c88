import { userApi, type PageList, type QueryFilter, type UserRow } from '@wp/contract';
import { call } from '../http/client.js';

/** POST /uc/api/user/v1/users/queryUserWithMainOrgPost: users with their main organisation and post, paged. */
export const queryUserWithMainOrgPost = (filter: QueryFilter, signal?: AbortSignal) =>
  call(userApi.queryUserWithMainOrgPost, { body: filter, signal, parallel: true });

/** The next page number, or undefined once every row is loaded or a page came back empty. */
export function nextPage(last: PageList<UserRow>, all: Array<PageList<UserRow>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : last.page + 1;
}

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
