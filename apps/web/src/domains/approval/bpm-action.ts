import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify.js';
import { approvalKeys } from './keys.js';

/**
 * A list action (revoke, retrieve, urge, delete draft ...): on success the server's message shows for 1500 ms
 * and every approval list and count refreshes. A refusal has already been shown by the error catalogue.
 */
export function useBpmAction<A>(run: (args: A) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (reply) => {
      if (reply.message) notify.success(reply.message);
      await client.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
