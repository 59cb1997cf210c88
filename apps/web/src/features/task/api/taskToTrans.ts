import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.taskToTrans>, 'idempotencyKey'>;

/** POST /runtime/task/v1/taskToTrans: circulate for opinions to several people (流转); I decide after all answered. */
export const taskToTrans = (body: Body) => call(runtimeActionApi.taskToTrans, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
