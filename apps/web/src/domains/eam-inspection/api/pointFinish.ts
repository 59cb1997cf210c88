import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';

/** A point's record as the wire takes it: readings as the JSON text `itemData`, photo file ids comma-joined. */
export interface PointFinishInput {
  id: string;
  pointStatus: eamApi.inspection.RecordedPointStatus;
  content?: string;
  /** `{"<check result id>": {value, pics}}`. */
  itemData: eamApi.inspection.ItemDataInput;
  pics: string[];
  actionLabel?: string;
  inspMethod: eamApi.inspection.PointCheckInMethod;
  /** When the point was done, by the device's clock (ISO). */
  operTime: string;
  /** The record's idempotency key: the same record sent again changes nothing. */
  clientId: string;
}

/**
 * POST /service-eam/eam-inspection-task-point/finish: records a waiting point, answering it as recorded (with the
 * defect it raised when abnormal). Silent: the point's screen shows a refusal beside the form; a network failure
 * there means the record goes to the device's queue instead.
 */
export const pointFinish = (input: PointFinishInput, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.pointFinish, {
    body: {
      id: input.id, pointStatus: input.pointStatus, content: input.content || undefined, itemData: JSON.stringify(input.itemData),
      pics: input.pics.length > 0 ? input.pics.join(',') : undefined, actionLabel: input.actionLabel || undefined,
      inspMethod: input.inspMethod, operTime: input.operTime, clientId: input.clientId,
    },
    signal, overlay: true, silent: true, parallel: true,
  });
