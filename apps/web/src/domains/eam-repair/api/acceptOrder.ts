import { eamApi } from '@wp/contract';
import type { RepairAcceptResult } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { useOrderAction } from '../order-action.js';

/**
 * POST /service-eam/eam-repair-order/acceptance: finish (passed) closes the order, acceptance_failed (notes
 * required) sends it back to the executor. Silent: the sheet shows the refusal on its field.
 */
export const acceptOrder = (body: { id: string; result: RepairAcceptResult; notes?: string; actualCost?: number }) =>
  eamCall(eamApi.repairOrderAcceptance, { body, silent: true, overlay: true });

export const useAcceptOrder = () => useOrderAction(acceptOrder);
