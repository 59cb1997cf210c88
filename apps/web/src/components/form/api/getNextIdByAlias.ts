import { identityApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /portal/sys/identity/v1/getNextIdByAlias: takes the next serial number of a rule (every call uses one up). */
export async function getNextIdByAlias(alias: string, signal?: AbortSignal): Promise<string> {
  const reply = await call(identityApi.getNextIdByAlias, { query: { alias }, signal, parallel: true, silent: true });
  return reply.value ?? '';
}
