import { QueryClient } from '@tanstack/react-query';
import { CallError } from '../lib/http/client.js';

/** Server state of the signed-in screens. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The error catalogue already told the user; retrying a 4xx would only repeat it.
      retry: (count, err) => count < 1 && !(err instanceof CallError && (err.cancelled || (err.status ?? 0) >= 400)),
      refetchOnWindowFocus: true,
    },
  },
});
