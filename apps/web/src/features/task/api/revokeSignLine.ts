import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.revokeSignLine>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/revokeSignLine: take back the added approvers who have not answered (撤回加签). */
export const revokeSignLine = (body: Body) => call(runtimeActionApi.revokeSignLine, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
