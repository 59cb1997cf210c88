import { authApi, type LoginUser } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { encryptForServer } from '../../../lib/crypto/rsa.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';

/** POST /auth?tenantId= with the password RSA-encrypted by the published key. */
export async function login(input: { account: string; password: string; tenantId?: string }): Promise<LoginUser> {
  const password = await encryptForServer(runtimeConfig().rsaPublicKey, input.password);
  return call(authApi.auth, {
    query: input.tenantId ? { tenantId: input.tenantId } : {},
    body: { username: input.account, password },
    overlay: true,
  });
}
