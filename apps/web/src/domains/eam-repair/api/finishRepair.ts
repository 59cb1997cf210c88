import { eamApi } from '@wp/contract';
import type { FailureCause, FailureMechanism, FailureMode, RepairPart } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { jsonField } from '../keys.js';
import { useOrderAction } from '../order-action.js';

export interface FinishInput {
  orderId: string;
  cause: string;
  remedy: string;
  failureMode?: FailureMode;
  failureMechanism?: FailureMechanism;
  failureCause?: FailureCause;
  parts: RepairPart[];
  laborHours?: number;
  cost?: number;
  /** ISO instant with its offset. */
  downtimeEnd?: string;
  pictureIds: string[];
  notes?: string;
}

/**
 * POST /service-eam/eam-repair-order-act/finish: the repair's record; the order waits for acceptance. Parts and
 * photos go as JSON array fields. Silent: the form shows a refusal on the field it names.
 */
export const finishRepair = ({ parts, pictureIds, ...rest }: FinishInput) =>
  eamCall(eamApi.repairOrderActFinish, { body: { ...rest, parts: jsonField(parts), pictureIds: jsonField(pictureIds) }, silent: true, overlay: true });

export const useFinishRepair = () => useOrderAction(finishRepair);
