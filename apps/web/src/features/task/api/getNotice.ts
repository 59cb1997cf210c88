import { useQuery } from '@tanstack/react-query';
import { runtimeTaskApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/task/v1/getNotice: a circulated notice with its process layout, opinions and form data. Silent: the page shows failures. */
export const getNotice = (id: string, signal?: AbortSignal) => call(runtimeTaskApi.getNotice, { query: { id }, signal, silent: true, parallel: true });

export const useNotice = (id: string) =>
  useQuery({ queryKey: approvalKeys.notice(id), queryFn: ({ signal }) => getNotice(id, signal), staleTime: 0 });
