import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** A tenant other than the default is resolved to its id before sign-in. */
export async function getTenantByCode(code: string): Promise<string> {
  const res = await call(authApi.getTenantByCode, { query: { code } });
  return res.value!.id;
}

/** GET getTenantByCode: the tenant's name for its sign-in page (null when unknown or disabled). */
export const tenantQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['tenant', code],
    queryFn: async ({ signal }) => (await call(authApi.getTenantByCode, { query: { code }, signal, silent: true, parallel: true })).value ?? null,
    staleTime: 10 * 60_000,
  });

/** The tenant a sign-in page belongs to. */
export const useTenant = (code: string) => useQuery(tenantQueryOptions(code));
