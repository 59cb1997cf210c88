import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../lib/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.revokeInstance>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/revokeInstance: the starter takes the instance back (撤回) while the next node has not acted. */
export const revokeInstance = (body: Body) => call(runtimeActionApi.revokeInstance, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
