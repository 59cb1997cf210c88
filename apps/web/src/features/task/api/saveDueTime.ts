import { runtimeMiscApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeMiscApi.saveDueTime>, 'idempotencyKey'>;

/** POST /runtime/bpmTaskDueTime/v1/save: extend the due time (延期) by working days or to a date. */
export const saveDueTime = (body: Body) => call(runtimeMiscApi.saveDueTime, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
