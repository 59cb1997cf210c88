import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.doNextcommu>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/doNextcommu: give the feedback a communicate task asks for (沟通反馈). */
export const doNextcommu = (body: Body) => call(runtimeActionApi.doNextcommu, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
