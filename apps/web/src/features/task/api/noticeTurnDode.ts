import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** POST /runtime/task/v1/noticeTurnDode: mark a notice circulated to me as read (待阅 -> 已阅). Silent, best effort. */
export const noticeTurnDode = (noticeId: string) =>
  call(runtimeActionApi.noticeTurnDode, { query: { taskId: noticeId }, silent: true, parallel: true });
