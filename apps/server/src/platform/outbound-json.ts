import { badGateway } from './errors.js';
import type { MessageKey } from './messages.js';

/**
 * JSON calls this server makes to allow-listed hosts on a user's behalf (portal columns of dataMode 3, REST
 * custom dialogs): no redirects followed (one could lead past the host check), a time and a size limit, and
 * every failure a 502 in the caller's words. The host check itself is allowed-hosts.ts, before this.
 */

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/** The catalogue keys a caller words failures with: `failed` takes {status, message}. */
export interface OutboundMessages { failed: MessageKey; notJson: MessageKey }

export interface OutboundRequest { method: 'GET' | 'POST'; url: string | URL; headers?: Record<string, string>; body?: unknown }

/** A reply's own message (`{message}`), cut short, or the fallback. */
const upstreamMessage = (json: unknown, fallback: string) =>
  json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
    ? String((json as { message: string }).message).slice(0, 200) : fallback;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The JSON of a reply; a 502 for a status of 300 or more (a redirect is never followed: it could lead past the
 * host check), with the reply's own message when it has one, or for a body that is not JSON.
 */
export function replyJson(reply: { status: number; statusText: string; body: string }, messages: OutboundMessages): unknown {
  const json = parseJson(reply.body);
  if (reply.status >= 300) throw badGateway(messages.failed, { status: reply.status, message: upstreamMessage(json, reply.statusText) });
  if (json === undefined) throw badGateway(messages.notJson);
  return json;
}

/** At most MAX_BYTES of a body; a longer one is refused rather than buffered. */
async function readLimited(res: Response, messages: OutboundMessages): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw badGateway(messages.failed, { status: res.status, message: `reply larger than ${MAX_BYTES} bytes` });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Makes the request and returns its JSON reply. */
export async function fetchOutboundJson(req: OutboundRequest, messages: OutboundMessages, fetchFn: typeof fetch = fetch): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchFn(req.url, {
      method: req.method, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { ...req.headers, accept: 'application/json', ...(req.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(req.method === 'POST' ? { body: JSON.stringify(req.body ?? {}) } : {}),
    });
  } catch (e) {
    throw badGateway(messages.failed, { status: 0, message: (e as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' });
  }
  // A failure's body only adds its message: one too large to read still fails with the status.
  const body = res.status >= 300 ? await readLimited(res, messages).catch(() => '') : await readLimited(res, messages);
  return replyJson({ status: res.status, statusText: res.statusText, body }, messages);
}
