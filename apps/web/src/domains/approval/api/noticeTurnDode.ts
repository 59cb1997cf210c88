import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../finish-action.js';
import { useBpmAction } from '../bpm-action.js';

/**
 * POST /runtime/task/v1/noticeTurnDode: mark notices circulated to me as read (待阅 -> 已阅); taskId holds notice
 * ids. `background`: opening a notice marks it read on the way, best effort, without blocking or a message.
 */
export const noticeTurnDode = (noticeIds: string[], { background = false }: { background?: boolean } = {}) =>
  call(runtimeActionApi.noticeTurnDode, {
    query: { taskId: noticeIds.join(','), idempotencyKey: actionKey() },
    ...(background ? { silent: true, parallel: true } : { overlay: true }),
  });

/** Marks the chosen notices read from a list, with the server's message. */
export const useMarkNoticesRead = () => useBpmAction(noticeTurnDode);
