import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../finish-action.js';
import { useBpmAction } from '../bpm-action.js';

/** POST /runtime/instance/v1/sendBpmTaskUrgent: urge (催办) everyone holding an open task of my instance. */
export const sendBpmTaskUrgent = ({ instId, content }: { instId: string; content?: string }) =>
  call(runtimeActionApi.sendBpmTaskUrgent, { body: { instId, ...(content ? { content } : {}), idempotencyKey: actionKey() }, overlay: true });

export const useSendBpmTaskUrgent = () => useBpmAction(sendBpmTaskUrgent);
