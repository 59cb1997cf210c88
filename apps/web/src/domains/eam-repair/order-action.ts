import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CallError } from '../../lib/http/client.js';
import type { RepairOrderDetail } from './types.js';
import { eamRepairKeys } from './keys.js';

/**
 * An action on an order (create, dispatch, cancel, start, finish, accept): every one answers the order as get-by-id
 * does, so its detail is replaced at once (not fetched again) and the lists and tab counts refresh. A refusal
 * reaches the caller; a 409 (someone else acted first) also reads the orders again, so the screen shows what
 * happened instead.
 */
export function useOrderAction<A>(run: (args: A) => Promise<RepairOrderDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (order) => {
      client.setQueryData(eamRepairKeys.order(order.id), order);
      await client.invalidateQueries({ queryKey: eamRepairKeys.orders(), predicate: (q) => !(q.queryKey[2] === 'byId' && q.queryKey[3] === order.id) });
    },
    onError: async (err) => {
      if (err instanceof CallError && err.status === 409) await client.invalidateQueries({ queryKey: eamRepairKeys.orders() });
    },
  });
}
