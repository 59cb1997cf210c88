import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.doNextCopyto>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/doNextCopyto: reply to an instance circulated to me (传阅回复). */
export const doNextCopyto = (body: Body) => call(runtimeActionApi.doNextCopyto, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
