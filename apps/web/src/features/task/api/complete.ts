import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.complete>, 'idempotencyKey'>;

/** POST /runtime/task/v1/complete: agree, oppose, abstain, or reject (previous step, a node, the starter), with the form data this node may write. `key`: the idempotency key (the same when the action is queued offline and sent again). Silent: a 400 about the form becomes the field list (spec section 8, code 3). */
export const complete = (body: Body, key = actionKey()) => call(runtimeActionApi.complete, { body: { ...body, idempotencyKey: key }, overlay: true, silent: true });
