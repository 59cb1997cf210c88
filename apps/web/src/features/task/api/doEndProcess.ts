import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.doEndProcess>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/doEndProcess: end the instance (终止) from a task I hold. */
export const doEndProcess = (body: Body) => call(runtimeActionApi.doEndProcess, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
