// The asset system's calls as the web app makes them over real HTTP: an asset token from a portal ticket (ADR
// 0024), form-field bodies, the `{success, code, message, data}` envelope; and a photo through the portal's upload.
import { eamApi, fileApi, fullPath, type Endpoint } from '@wp/contract';

const FORM = 'application/x-www-form-urlencoded';

/** An asset token for a signed-in portal user: a ticket of the portal exchanged at the asset system's sign-on. */
export async function assetToken(base: string, portal: Record<string, string>): Promise<string> {
  const ticketRes = await fetch(`${base}${fullPath(eamApi.eamTicket)}`, { method: 'POST', headers: portal, body: '{}' });
  if (!ticketRes.ok) throw new Error(`ticket: ${ticketRes.status} ${await ticketRes.text()}`);
  const { ticket } = ((await ticketRes.json()) as { value: { ticket: string } }).value;
  const signed = (await eamForm(base, eamApi.ssoLogin, undefined, { ticket })) as { token: string };
  return signed.token;
}

/** The headers and body of an asset call with form fields, as the web's client sends it. */
export const eamRequest = (token: string | undefined, fields: Record<string, string | number | undefined>) => ({
  method: 'POST' as const,
  headers: { 'content-type': FORM, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: new URLSearchParams(Object.entries(fields).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]]))).toString(),
});

/** Calls an asset endpoint with form fields; its `data`, or an error naming the call and the refusal. */
export async function eamForm(base: string, e: Endpoint, token: string | undefined, fields: Record<string, string | number | undefined>): Promise<unknown> {
  const res = await fetch(`${base}${fullPath(e)}`, eamRequest(token, fields));
  const reply = (await res.json()) as { success: boolean; code: string; message: string; data?: unknown };
  if (!res.ok || !reply.success) throw new Error(`${e.path}: ${res.status} ${reply.code} ${reply.message}`);
  return reply.data;
}

/** Uploads a photo through the portal as the web does (multipart field `file`); its file id. */
export async function uploadPhoto(base: string, portal: Record<string, string>, name: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'image/png' }), name);
  const res = await fetch(`${base}${fullPath(fileApi.upload)}`, { method: 'POST', headers: { authorization: portal.authorization! }, body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fileId: string }).fileId;
}
