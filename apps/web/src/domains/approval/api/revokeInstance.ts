import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../finish-action.js';
import { useBpmAction } from '../bpm-action.js';

export interface RevokeInput {
  instanceId: string;
  /** The task of my done row when revoking from the done list (isHandRevoke). */
  taskId?: string;
  cause?: string;
}

/**
 * POST /runtime/instance/v1/revokeInstance: take the instance back (撤回) while the next node has not acted.
 * From the done list it is my own action that is taken back (`isHandRevoke`, with my task).
 */
export const revokeInstance = ({ instanceId, taskId, cause }: RevokeInput) =>
  call(runtimeActionApi.revokeInstance, {
    body: { instanceId, ...(taskId ? { taskId, isHandRevoke: true } : {}), ...(cause ? { cause } : {}), idempotencyKey: actionKey() },
    overlay: true,
  });

export const useRevokeInstance = () => useBpmAction(revokeInstance);
