import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/**
 * POST /service-eam/eam-inspection-task-point/get-by-id: a round's point with what to check, its check items with
 * their readings and each number item's last readings. Silent: offline, the copy on the device stands in.
 */
export const pointGetById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.pointGetById, { body: { id }, signal, parallel: true, silent: true });
