import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useOrderAction } from '../order-action.js';

/** POST /service-eam/eam-repair-order/cancel: cancels an order before its repair starts, with a reason. Silent: the sheet shows the refusal. */
export const cancelOrder = (body: { id: string; notes: string }) => eamCall(eamApi.repairOrderCancel, { body, silent: true, overlay: true });

export const useCancelOrder = () => useOrderAction(cancelOrder);
