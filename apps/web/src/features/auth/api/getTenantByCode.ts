import { useEffect, useState } from 'react';
import { authApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** A tenant other than the default is resolved to its id before sign-in. */
export async function getTenantByCode(code: string): Promise<string> {
  const res = await call(authApi.getTenantByCode, { query: { code } });
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
    call(authApi.getTenantByCode, { query: { code }, signal: abort.signal, silent: true, parallel: true })
      .then((res) => setName({ code, name: res.value?.name }), () => undefined);
    return () => abort.abort();
  }, [code]);
  return name?.code === code ? name.name : undefined;
}
