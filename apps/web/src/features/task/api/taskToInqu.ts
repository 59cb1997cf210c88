import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.taskToInqu>, 'idempotencyKey'>;

/** POST /runtime/task/v1/taskToInqu: ask others for their opinion (征询); I decide after they replied. */
export const taskToInqu = (body: Body) => call(runtimeActionApi.taskToInqu, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
