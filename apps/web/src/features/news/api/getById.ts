import { useQuery } from '@tanstack/react-query';
import { newsApi, type NewsFile } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** GET /portal/messageNews/v1/getById?id: one news item or notice with its HTML and attachments. */
export const getNewsById = (id: string, signal?: AbortSignal) => call(newsApi.getById, { query: { id }, signal, parallel: true, silent: true });

export const useNewsDetail = (id: string) =>
  useQuery({ queryKey: portalKeys.newsItem(id), queryFn: ({ signal }) => getNewsById(id, signal), staleTime: 60_000 });

/** The attachments of `ffj` (JSON text of `[{id, name, size}]`); unreadable text means none. */
export function parseFfj(ffj: string | null | undefined): NewsFile[] {
  if (!ffj) return [];
  try {
    const v: unknown = JSON.parse(ffj);
    return Array.isArray(v)
      ? v.filter((f): f is NewsFile => !!f && typeof f === 'object' && typeof (f as NewsFile).id === 'string' && typeof (f as NewsFile).name === 'string')
      : [];
  } catch {
    return [];
  }
}
