import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { inboxApi, type Message, type PageList, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { inboxKeys } from '../../../domains/inbox/keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** Each load adds this many messages (spec 000 section 9: inbox offset 20). */
export const INBOX_PAGE_SIZE = 20;

/** Subject OR content contains the text; sorted by receiver_name_ then CREATE_TIME_, both descending (spec 000 section 7). */
export function inboxFilter(text: string, page: number): QueryFilter {
  const querys: NonNullable<QueryFilter['querys']> = text
    ? ['subject', 'content'].map((property) => ({ property, value: text, operation: 'LIKE', relation: 'OR' as const, group: 'search' }))
    : [];
  return {
    pageBean: { page, pageSize: INBOX_PAGE_SIZE, showTotal: true },
    ...(querys.length ? { querys } : {}),
    sorter: [{ property: 'receiver_name_', direction: 'DESC' }, { property: 'CREATE_TIME_', direction: 'DESC' }],
  };
}

/** The next page, or none once the loaded count reaches the total or a page came back empty. */
export function nextInboxPage(last: PageList<Message>, all: Array<PageList<Message>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : all.length + 1;
}

/**
 * POST /innermsg/messageReceiver/v1/list: the user's messages. Inbox errors are swallowed (no red message);
 * the list shows its own retry instead. Kept on the device: the last one seen opens offline.
 */
export const listMessages = (filter: QueryFilter, signal?: AbortSignal) =>
  call(inboxApi.list, { body: filter, signal, parallel: true, silent: true, keep: true });

export const inboxQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(text),
    queryFn: ({ pageParam, signal }) => listMessages(inboxFilter(text, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextInboxPage,
    staleTime: 0,
    refetchOnMount: 'always',
    ...keptQuery,
  });

export const useInbox = (text: string) => useInfiniteQuery(inboxQueryOptions(text));

/** A message as an inbox list loaded it (subject and content): what shows of it when it cannot be fetched itself. */
export function listedMessage(client: QueryClient, id: string): Message | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<PageList<Message>>>({ queryKey: inboxKeys.lists() })) {
    for (const page of data?.pages ?? []) {
      const found = page.rows.find((m) => m.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
