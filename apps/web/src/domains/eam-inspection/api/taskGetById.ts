import { queryOptions } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamInspectionKeys } from '../keys.js';

/**
 * POST /service-eam/eam-inspection-task/get-by-id: a round with its points in order, its group's members and
 * whether the caller may record. Silent: the round's screen says itself why it could not load (and, offline,
 * shows the copy kept on the device instead).
 */
export const taskGetById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.taskGetById, { body: { id }, signal, parallel: true, silent: true });

export const inspectionTaskQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamInspectionKeys.task(id), queryFn: ({ signal }) => taskGetById(id, signal), staleTime: 15_000 });
