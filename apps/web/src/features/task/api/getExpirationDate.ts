import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runtimeMiscApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/bpmTaskDueTime/v1/getExpirationDate: the due time a task would get when extended by `days` working days. */
export const getExpirationDate = (taskId: string, days: number, signal?: AbortSignal) =>
  call(runtimeMiscApi.getExpirationDate, { query: { id: taskId, addDueTime: days }, signal, parallel: true }).then((r) => r.value ?? null);

export const useExpirationDate = (taskId: string, days: number, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.expirationDate(taskId, days), queryFn: ({ signal }) => getExpirationDate(taskId, days, signal), enabled, placeholderData: keepPreviousData });
