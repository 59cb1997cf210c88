import { useInfiniteQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { pagedListOptions, type ListSearch } from './list-query.js';

/** The to-do list is fetched again this often while its screen stays open and visible. */
export const TODO_POLL_MS = 60_000;

/** POST /runtime/task/v1/getTodoList: my to-do tasks (assigned to me, or shared and not claimed by another), newest first. */
export const getTodoList = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.getTodoList, { body: filter, signal, parallel: true });

export const todoListQueryOptions = pagedListOptions('todoList', getTodoList, TODO_POLL_MS);

export const useTodoList = (search: ListSearch) => useInfiniteQuery(todoListQueryOptions(search));
