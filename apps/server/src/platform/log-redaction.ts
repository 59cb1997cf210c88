/** Query parameters whose values never reach a log line (the spec's seal call sends its password in the query). */
const secretParams = new Set(['password', 'pwd', 'token', 'ticket', 'code']);

/** The URL as logged: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (secretParams.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's request serializer, with the URL redacted and without headers (the bearer token lives there). */
export const requestLogSerializer = (req: { method: string; url: string; ip?: string; id?: string }) =>
  ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip });
