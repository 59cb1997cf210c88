import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../lib/approval/finish-action.js';
import { useBpmAction } from './bpm-action.js';

/** POST /runtime/task/v1/noticeTurnDode: mark notices circulated to me as read (待阅 -> 已阅); taskId holds notice ids. */
export const noticeTurnDode = (noticeIds: string[]) =>
  call(runtimeActionApi.noticeTurnDode, { query: { taskId: noticeIds.join(','), idempotencyKey: actionKey() }, overlay: true });

export const useMarkNoticesRead = () => useBpmAction(noticeTurnDode);
