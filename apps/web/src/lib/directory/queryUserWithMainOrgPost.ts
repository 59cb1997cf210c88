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
