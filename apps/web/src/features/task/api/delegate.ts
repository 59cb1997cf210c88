import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.delegate>, 'idempotencyKey'>;

/** POST /runtime/task/v1/delegate: transfer (转办) the task to one other person. */
export const delegate = (body: Body) => call(runtimeActionApi.delegate, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
