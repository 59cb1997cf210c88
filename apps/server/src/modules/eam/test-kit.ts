import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';

export const TICKET_URL = '/uc/api/sso/v1/eamTicket';
export const SSO_URL = '/service-eam/sso/login';
export const ASSET = (call: string) => `/service-eam/eam-asset/${call}`;

/** Helpers the asset system's API tests share: portal sign-ins, tickets, asset tokens, form and JSON calls. */
export function eamKit(t: TestApp) {
  const portal = new Map<string, string>();
  const portalToken = async (account: string, tenantId?: string) => {
    const key = `${tenantId ?? ''}/${account}`;
    if (!portal.has(key)) portal.set(key, await t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026', tenantId));
    return portal.get(key)!;
  };
  const ticket = async (token: string) => {
    const res = await t.call({ method: 'POST', url: TICKET_URL, token, payload: {} });
    if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
    return res.json().value.ticket as string;
  };
  const exchange = (value: string, headers?: Record<string, string>) => t.call({ method: 'POST', url: SSO_URL, payload: { ticket: value }, headers });
  return {
    portalToken,
    ticket,
    exchange,
    /** An asset token of a portal user (a fresh ticket exchanged). */
    async assetToken(account: string, tenantId?: string): Promise<string> {
      const res = await exchange(await ticket(await portalToken(account, tenantId)));
      if (res.statusCode !== 200) throw new Error(`sso: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    /** A JSON POST. */
    post: (url: string, token: string | undefined, payload: unknown = {}, headers?: Record<string, string>): Promise<LightMyRequestResponse> =>
      t.call({ method: 'POST', url, token, payload: payload as never, headers }),
    /** A urlencoded form POST, as the original asset system's clients send. */
    form: (url: string, token: string | undefined, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse> =>
      t.call({ method: 'POST', url, token, payload: new URLSearchParams(fields).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } }),
    /** A multipart form POST of fields only. */
    multipart(url: string, token: string | undefined, fields: Record<string, string>, file?: { field: string; name: string }): Promise<LightMyRequestResponse> {
      const { payload, headers } = multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        ...(file ? [{ name: file.field, filename: file.name, content: Buffer.from('hello'), contentType: 'text/plain' }] : []),
      ]);
      return t.call({ method: 'POST', url, token, payload, headers });
    },
    plantId: async () => (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id,
    otherTenantId: async () => (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id,
  };
}
export type EamKit = ReturnType<typeof eamKit>;
