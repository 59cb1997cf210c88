import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.transToMore>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/transToMore: circulate (传阅, copy to) the instance to readers. */
export const transToMore = (body: Body) => call(runtimeActionApi.transToMore, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
