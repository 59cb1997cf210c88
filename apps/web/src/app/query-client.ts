import { QueryClient } from '@tanstack/react-query';
import { CallError } from '../lib/http/client.js';

/**
 * Server state of the signed-in screens. Queries and mutations run whether or not the browser says it is online
 * ('always'): offline, a call either answers from the device's copy (ADR 0029) or fails in the offline words, and
 * the screen shows that with its retry. TanStack's default ('online') would hold them paused instead, and a screen
 * with no copy would show its skeleton for as long as the device stays offline. Back online, what failed is stale
 * and is fetched again (refetchOnReconnect).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      // The error catalogue already told the user; retrying a 4xx, or a call the offline device could not send,
      // would only repeat it.
      retry: (count, err) => count < 1 && !(err instanceof CallError && (err.cancelled || err.offline || (err.status ?? 0) >= 400)),
      refetchOnWindowFocus: true,
    },
    mutations: { networkMode: 'always' },
  },
});
