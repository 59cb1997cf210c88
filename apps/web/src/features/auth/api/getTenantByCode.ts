import { useEffect, useState } from 'react';
import { authApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/**
 * GET /uc/tenantManage/v1/getTenantByCode?code: the tenant of a code (its id and name). `background`: a lookup
 * the page does by itself, without a failure message and beside other calls.
 */
const tenantOf = (code: string, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}) =>
  call(authApi.getTenantByCode, { query: { code }, signal, ...(background ? { silent: true, parallel: true } : {}) });

/** A tenant other than the default is resolved to its id before sign-in. */
export async function getTenantByCode(code: string): Promise<string> {
  const res = await tenantOf(code);
  return res.value!.id;
}

/**
 * The name of the tenant a sign-in page belongs to (undefined until known, or when unknown or disabled). A plain
 * effect, not a query: the sign-in page lies outside the signed-in shell and its server-state cache.
 */
export function useTenantName(code: string): string | undefined {
  const [name, setName] = useState<{ code: string; name?: string }>();
  useEffect(() => {
    const abort = new AbortController();
    tenantOf(code, { signal: abort.signal, background: true })
      .then((res) => setName({ code, name: res.value?.name }), () => undefined);
    return () => abort.abort();
  }, [code]);
  return name?.code === code ? name.name : undefined;
}
