import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database.js';
import { newId } from '../../platform/clock.js';
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

/** Writes a bare asset of the ledger (every optional column empty) for a test; its id. */
export async function insertTestAsset(db: Db, a: {
  id?: string; tenantId: string; categoryId: string; assetCode: string; name: string; at: string; status?: string; criticality?: string;
}): Promise<string> {
  const id = a.id ?? newId();
  await db.insertInto('eam_asset').values({
    id, tenant_id: a.tenantId, asset_code: a.assetCode, name: a.name, model: null, category_id: a.categoryId, asset_status: a.status ?? 'using',
    criticality: a.criticality ?? 'A', position_id: null, position_detail: null, parent_id: null, serial_number: null, manufacturer: null, supplier: null,
    production_date: null, purchase_date: null, service_life: null, use_organization: null, manager: null, picture_id: null, last_inspect_time: null,
    specs_json: '[]', equipment_status: null, equipment_ip: null, manage_ip: null, rack_name: null, rack_up_number: null, maintainer: null, contacts: null,
    contact_information: null, maintenance_method: null, maintenance_start_date: null, maintenance_end_date: null, maintenance_price: null,
    original_unit_price: null, residuals_rate: null, register_date: null, financial_category: null, created_at: a.at, updated_at: a.at,
  }).execute();
  return id;
}
