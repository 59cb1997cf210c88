/**
 * The one allow-list of hosts this server calls on a user's behalf (SSRF guard): portal columns of dataMode 3
 * and REST custom dialogs both read COLUMN_ALLOWED_HOSTS through it. An entry `host` allows every port of that
 * host, `host:port` that port only.
 */

/** `host` or `host:port` entries, comma or space separated, lower-cased. */
export function parseAllowedHosts(raw: string | undefined): Set<string> {
  return new Set((raw ?? '').split(/[\s,]+/).map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/** Why an absolute URL may not be called: not an http(s) URL without credentials, or a host off the list. */
export type OutboundRefusal = { reason: 'badUrl'; shown: string } | { reason: 'hostNotAllowed'; host: string };

/**
 * The URL when it is http(s), carries no user name or password and names an allowed host; otherwise the
 * refusal, for the caller to word in its own messages. Nothing is connected to.
 */
export function checkOutboundUrl(raw: string, allowedHosts: ReadonlySet<string>): { url: URL } | OutboundRefusal {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { reason: 'badUrl', shown: raw };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return { reason: 'badUrl', shown: `${url.protocol}//${url.host}` };
  }
  const host = url.host.toLowerCase();
  if (!allowedHosts.has(host) && !allowedHosts.has(url.hostname.toLowerCase())) return { reason: 'hostNotAllowed', host };
  return { url };
}
