import { queryOptions } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamInspectionKeys } from '../keys.js';

/**
 * POST /service-eam/eam-inspection-task-point/get-by-id: a round's point with what to check, its check items with
 * their readings and each number item's last readings. Silent: offline, the copy on the device stands in.
 */
export const pointGetById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.pointGetById, { body: { id }, signal, parallel: true, silent: true });

export const inspectionPointQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamInspectionKeys.point(id), queryFn: ({ signal }) => pointGetById(id, signal), staleTime: 15_000 });
