import { badRequest } from './errors.js';
import type { MessageKey } from './messages.js';

/**
 * The one allow-list of hosts this server calls on a user's behalf (SSRF guard): portal columns of dataMode 3
 * and REST custom dialogs both read COLUMN_ALLOWED_HOSTS through it. An entry `host` allows every port of that
 * host, `host:port` that port only.
 */

/** `host` or `host:port` entries, comma or space separated, lower-cased. */
export function parseAllowedHosts(raw: string | undefined): Set<string> {
  return new Set((raw ?? '').split(/[\s,]+/).map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/** The catalogue keys a caller words a refused URL with: `badUrl` takes {url}, `hostNotAllowed` {host}. */
export interface UrlMessages { badUrl: MessageKey; hostNotAllowed: MessageKey }

/**
 * The URL when it is http(s), carries no user name or password and names an allowed host; otherwise a 400 in
 * the caller's words. Nothing is connected to.
 */
export function allowedUrl(raw: string, allowedHosts: ReadonlySet<string>, messages: UrlMessages): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(messages.badUrl, { url: raw });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw badRequest(messages.badUrl, { url: `${url.protocol}//${url.host}` });
  }
  const host = url.host.toLowerCase();
  if (!allowedHosts.has(host) && !allowedHosts.has(url.hostname.toLowerCase())) throw badRequest(messages.hostNotAllowed, { host });
  return url;
}
