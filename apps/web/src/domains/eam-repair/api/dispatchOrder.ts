import { eamApi, type BodyOf } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useOrderAction } from '../order-action.js';

/** POST /service-eam/eam-repair-order/dispatch: a waiting order to an enabled team and one of its members. Silent: the sheet shows the refusal. */
export const dispatchOrder = (body: BodyOf<typeof eamApi.repairOrderDispatch>) =>
  eamCall(eamApi.repairOrderDispatch, { body, silent: true, overlay: true });

export const useDispatchOrder = () => useOrderAction(dispatchOrder);
