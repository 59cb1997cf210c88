import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';
import type { StartInput } from './start.js';

/** POST /runtime/instance/v1/saveDraft: keep the form as a draft (草稿); saving again with proInstId updates it. Silent like start. */
export const saveDraft = (body: StartInput) =>
  call(runtimeActionApi.saveDraft, { body: { ...body, idempotencyKey: actionKey() }, overlay: true, silent: true });
