import { userApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { encryptForServer } from '../../../lib/crypto/rsa.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';

/**
 * POST /api/user/v1/user/changUserPsd: both passwords RSA-encrypted with the published key. Resolves to the
 * server's message. Silent: the form shows a refusal (e.g. a wrong old password) beside its fields.
 */
export async function changUserPsd(input: { oldPwd: string; newPwd: string }): Promise<string> {
  const key = runtimeConfig().rsaPublicKey;
  const [oldPwd, newPwd] = await Promise.all([encryptForServer(key, input.oldPwd), encryptForServer(key, input.newPwd)]);
  const res = await call(userApi.changUserPsd, { body: { oldPwd, newPwd }, overlay: true, silent: true });
  return res.message;
}
