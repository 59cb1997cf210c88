import { useQuery } from '@tanstack/react-query';
import { modelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /flow/defAuthorize/v1/startRight: may I start this process, for myself or on behalf of `leaderId`; message says why not. */
export const startRight = (defId: string, leaderId: string | undefined, signal?: AbortSignal) =>
  call(modelApi.startRight, { query: { defId, ...(leaderId ? { leaderId } : {}) }, signal, silent: true, parallel: true });

export const useStartRight = (defId: string, leaderId: string | undefined, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.startRight(defId, leaderId ?? ''), queryFn: ({ signal }) => startRight(defId, leaderId, signal), enabled, staleTime: 0 });
