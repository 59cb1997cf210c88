import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/**
 * POST /service-eam/eam-inspection-task/get-by-id: a round with its points in order, its group's members and
 * whether the caller may record. Silent: the round's screen says itself why it could not load (and, offline,
 * shows the copy kept on the device instead).
 */
export const taskGetById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.taskGetById, { body: { id }, signal, parallel: true, silent: true });
