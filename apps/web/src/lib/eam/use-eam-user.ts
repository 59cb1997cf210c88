import { useQuery } from '@tanstack/react-query';
import type { EamUser } from '@wp/contract';
import { hasEamToken, signInToEam } from './client.js';
import { readEamToken } from './token.js';

/**
 * The signed-in user as the asset system answered its sign-in, with its rights (signing in first when this device
 * holds no asset token). What the asset screens offer depends on it; the server checks every call again.
 */
export function useEamUser() {
  return useQuery({
    queryKey: ['eamUser'],
    queryFn: async (): Promise<EamUser | null> => {
      if (!hasEamToken()) await signInToEam({ silent: true });
      return readEamToken()?.user ?? null;
    },
    staleTime: 5 * 60_000,
  });
}
