import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { jsonField } from '../keys.js';
import { useOrderAction } from '../order-action.js';

export interface OrderInput {
  assetId: string;
  categoryTplId?: string;
  urgencyId: string;
  content: string;
  pictureIds: string[];
  assetDown: boolean;
  /** yyyy-MM-dd */
  planFinishDate?: string;
  repairType: 'self_repair' | 'external_repair';
  sourceAbnormalId?: string;
}

/**
 * POST /service-eam/eam-repair-order/create: reports a fault; the order waits for dispatch, or for approval where
 * the plant says so. Silent: the form shows a refusal on the field it names.
 */
export const createOrder = ({ pictureIds, assetDown, ...rest }: OrderInput) =>
  eamCall(eamApi.repairOrderCreate, { body: { ...rest, pictureIds: jsonField(pictureIds), assetDown: assetDown ? 'yes' : 'no' }, silent: true, overlay: true });

export const useCreateOrder = () => useOrderAction(createOrder);
