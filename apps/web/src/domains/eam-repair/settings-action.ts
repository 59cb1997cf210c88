import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { eamRepairKeys } from './keys.js';

/**
 * A write of the repair settings (save, delete): every settings list refreshes (and with them the names the order
 * screens show). `keyOf`: where a saved record is cached, so its page shows it at once rather than the old one.
 */
export function useSettingsAction<A, R>(run: (args: A) => Promise<R>, keyOf?: (saved: R) => QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (saved) => {
      if (keyOf) client.setQueryData(keyOf(saved), saved);
      await client.invalidateQueries({ queryKey: eamRepairKeys.settings() });
    },
  });
}
