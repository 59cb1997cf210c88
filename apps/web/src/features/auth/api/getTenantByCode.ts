import { authApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** A tenant other than the default is resolved to its id before sign-in. */
export async function getTenantByCode(code: string): Promise<string> {
  const res = await call(authApi.getTenantByCode, { query: { code } });
  return res.value!.id;
}
