import { useQuery } from '@tanstack/react-query';
import { runtimeMiscApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/taskFollow/v1/getFollowedNode: the nodes of an instance I follow (跟踪). */
export const useFollowedNodes = (instId: string, enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.followed(instId),
    queryFn: ({ signal }) => call(runtimeMiscApi.getFollowedNode, { query: { instId }, signal, parallel: true }).then((r) => r.value ?? []),
    enabled,
    staleTime: 0,
  });

/** POST /runtime/taskFollow/v1/save: follow these nodes (the list replaces the earlier one; empty stops following). */
export const saveFollow = (instId: string, nodeIds: string[]) =>
  call(runtimeMiscApi.saveFollow, { body: { instId, nodeIds, idempotencyKey: actionKey() }, overlay: true });
