import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

type Body = Omit<BodyOf<typeof runtimeActionApi.taskToInquReply>, 'idempotencyKey'>;

/** POST /runtime/task/v1/taskToInquReply: reply to an inquiry (征询回复). */
export const taskToInquReply = (body: Body) => call(runtimeActionApi.taskToInquReply, { body: { ...body, idempotencyKey: actionKey() }, overlay: true });
