import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.taskToSignSequence>, 'idempotencyKey'>;

/** POST /runtime/task/v1/taskToSignSequence: add approvers who answer one after the other (顺序签署) before I decide. */
export const taskToSignSequence = (body: Body) => call(runtimeActionApi.taskToSignSequence, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
