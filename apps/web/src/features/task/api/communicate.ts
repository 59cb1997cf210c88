import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.communicate>, 'idempotencyKey'>;

/** POST /runtime/task/v1/communicate: ask others for feedback (沟通); I may still decide meanwhile. */
export const communicate = (body: Body) => call(runtimeActionApi.communicate, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
