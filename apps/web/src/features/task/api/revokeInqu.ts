import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.revokeInqu>, 'idempotencyKey'>;

/** POST /runtime/task/v1/revokeInqu: take back my inquiries not answered yet (撤回征询); I may decide again. */
export const revokeInqu = (body: Body) => call(runtimeActionApi.revokeInqu, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
