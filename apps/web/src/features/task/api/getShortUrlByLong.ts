import { useQuery } from '@tanstack/react-query';
import { shortUrlApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** The page a short link to an instance opens: read-only, for whoever holds the link. */
export const sharedInstancePath = (instId: string) => `/shareInst/${encodeURIComponent(instId)}/1`;

/** POST /portal/shorturlManage/v1/getShortUrlByLong: the code of the instance's short link (the server reuses a recent one). */
export const getShortUrlByLong = (url: string, signal?: AbortSignal) =>
  call(shortUrlApi.getShortUrlByLong, { body: { url }, signal, silent: true }).then((r) => r.value);

/** The full short link of an instance, made when asked for (the share sheet opens). */
export const useShareLink = (instId: string, enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.shareLink(instId),
    queryFn: async ({ signal }) => `${window.location.origin}/surl/${await getShortUrlByLong(sharedInstancePath(instId), signal)}`,
    enabled, staleTime: 3_600_000, retry: false,
  });
