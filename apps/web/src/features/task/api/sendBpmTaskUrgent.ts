import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../lib/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.sendBpmTaskUrgent>, 'idempotencyKey'>;

/** POST /runtime/instance/v1/sendBpmTaskUrgent: urge (催办) everyone holding an open task of the instance. */
export const sendBpmTaskUrgent = (body: Body) => call(runtimeActionApi.sendBpmTaskUrgent, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
