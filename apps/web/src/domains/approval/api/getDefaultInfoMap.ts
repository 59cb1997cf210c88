import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../keys.js';

/** The summary is fetched again this often while a screen showing it stays open and visible. */
export const SUMMARY_POLL_MS = 60_000;

/** GET /runtime/instance/v1/getDefaultInfoMap: the counts of the home summary (to-do, requests, done, circulated). */
export const getDefaultInfoMap = (signal?: AbortSignal) => call(runtimeInstanceApi.getDefaultInfoMap, { signal, parallel: true });

/**
 * Under approvalKeys.all with every approval list, so an action anywhere refreshes the counts; refetched on
 * return, focus and every minute while visible, so a task handled elsewhere leaves the badge by itself.
 */
export const defaultInfoMapQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.summary(),
    queryFn: ({ signal }) => getDefaultInfoMap(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: SUMMARY_POLL_MS,
  });

export const useDefaultInfoMap = () => useQuery(defaultInfoMapQueryOptions());
