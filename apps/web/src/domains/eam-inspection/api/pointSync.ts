import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/**
 * POST /service-eam/eam-inspection-task-point/sync: point records made offline (at most MAX_SYNC_RECORDS a call),
 * each with its device time and clientId; answers each record's fate (recorded / duplicate / refused). Silent: a
 * background sync that fails for want of a network simply waits for the next chance.
 */
export const pointSync = (records: eamApi.inspection.SyncRecordInput[], signal?: AbortSignal) =>
  eamCall(eamApi.inspection.pointSync, { body: { records: JSON.stringify(records) }, signal, silent: true, parallel: true });
