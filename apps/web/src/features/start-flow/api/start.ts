import { runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';

export type StartInput = Omit<BodyOf<typeof runtimeActionApi.start>, 'idempotencyKey'>;

/**
 * POST /runtime/instance/v1/start: start the process (or the saved draft `proInstId`) with its form data; the
 * first tasks are created at once. Silent: a 400 about the form becomes the field list (spec section 8, code 3).
 */
export const start = (body: StartInput) =>
  call(runtimeActionApi.start, { body: { ...body, idempotencyKey: actionKey() }, overlay: true, silent: true });
