import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useOrderAction } from '../order-action.js';

/** POST /service-eam/eam-repair-order-act/start: starts the repair of a dispatched order, or again after a failed acceptance. */
export const startRepair = (orderId: string) => eamCall(eamApi.repairOrderActStart, { body: { orderId }, overlay: true });

export const useStartRepair = () => useOrderAction(startRepair);
