import { useQuery } from '@tanstack/react-query';
import { modelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId: common phrases for a process, shared ones first, then mine. */
export const getApprovalByDefKeyAndTypeId = (defKey: string, signal?: AbortSignal) =>
  call(modelApi.getApprovalByDefKeyAndTypeId, { query: { defKey }, signal, parallel: true });

export const useApprovalPhrases = (defKey: string | undefined) =>
  useQuery({ queryKey: approvalKeys.phrases(defKey ?? ''), queryFn: ({ signal }) => getApprovalByDefKeyAndTypeId(defKey!, signal), enabled: !!defKey, staleTime: 5 * 60_000 });
