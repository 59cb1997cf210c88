import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** The to-do list is fetched again this often while its screen stays open and visible. */
export const TODO_POLL_MS = 60_000;

/** POST /runtime/task/v1/getTodoList: my to-do tasks (assigned to me, or shared and not claimed by another), newest first. Kept on the device: the last one seen opens offline. */
export const getTodoList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getTodoList, { body: filter, signal, parallel: true, keep: true });

const todoPages = pagedListOptions('todoList', getTodoList, TODO_POLL_MS);
export const todoListQueryOptions = (search: ListSearch) => ({ ...todoPages(search), ...keptQuery });

export const useTodoList = (search: ListSearch) => useInfiniteQuery(todoListQueryOptions(search));
