import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.taskSignUsers>, 'idempotencyKey'>;

/** POST /runtime/task/v1/taskSignUsers: add approvers (加签) who answer before I decide. */
export const taskSignUsers = (body: Body) => call(runtimeActionApi.taskSignUsers, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
