import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.saveFormData>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/saveFormData: save the form fields this node may write without acting. `key`: the idempotency key (the same when the action is queued offline and sent again). Silent: a 400 about the form becomes the field list. */
export const saveFormData = (body: Body, key = actionKey()) => call(runtimeActionApi.saveFormData, { body: { ...body, idempotencyKey: key }, overlay: true, silent: true });
