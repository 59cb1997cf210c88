import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/**
 * POST /service-eam/eam-repair-order/get-by-id: an order with its asset, fault, urgency, dispatch, work order,
 * acceptances, timeline and the actions the caller may take. Silent: the page says why it cannot show it.
 */
export const getOrderById = (id: string, signal?: AbortSignal) => eamCall(eamApi.repairOrderGetById, { body: { id }, signal, parallel: true, silent: true });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamRepairKeys.order(id), queryFn: ({ signal }) => getOrderById(id, signal), staleTime: 10_000 });

export const useRepairOrder = (id: string) => useQuery(orderQueryOptions(id));
