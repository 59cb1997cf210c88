import { eamApi, errorResult, type Endpoint } from '@wp/contract';

/** Methods whose request Fastify reads a body of (JSON or multipart), declared in the contract or not. */
const bodyMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);

/**
 * The refusals a route may answer, all in the `{state:false, message, code}` shape, worked out from what its
 * contract entry declares, in one place for every route:
 * - 400: it takes input (query, path parameter or a body) that may be malformed or break a rule;
 * - 401, 403: it needs a session (the auth hook: not signed in, a tenant or guest mismatch, then the route's
 *   rights), or it is a sign-in (`signIn`: wrong credentials, an account that may not sign in);
 * - 404: it needs a session (a record it names is gone), or it is an anonymous lookup by its input (a short
 *   link, a release's download); a sign-in never says which names exist;
 * - 409: it needs a session (what it acts on moved on meanwhile: already handled, no longer running);
 * - 413, 415: it reads a body (too large, not a media type it parses);
 * - 423, 429, 502: its guards (`lockout`, `rateLimit`, `upstream`);
 * - 500: the server's own failure, anywhere.
 */
export function refusalsOf(e: Pick<Endpoint, 'method' | 'path' | 'query' | 'body' | 'anonymous' | 'guards'>): number[] {
  const guards = new Set(e.guards ?? []);
  const readsBody = bodyMethods.has(e.method);
  const input = Boolean(e.query || e.body) || readsBody || /:\w/.test(e.path);
  const session = !e.anonymous;
  const signIn = guards.has('signIn');
  const statuses: Array<[number, boolean]> = [
    [400, input],
    [401, session || signIn],
    [403, session || signIn],
    [404, session || (input && !signIn)],
    [409, session],
    [413, readsBody],
    [415, readsBody],
    [423, guards.has('lockout')],
    [429, guards.has('rateLimit')],
    [500, true],
    [502, guards.has('upstream')],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}

/** The shape a route's refusals are documented and serialised with: the asset system's envelope on its host (ADR 0024). */
export const refusalShapeOf = (e: Pick<Endpoint, 'host'>) => (e.host === 'eam' ? eamApi.eamError : errorResult);

/** Whether a request URL's path lies under a host's route prefix (`/service-eam`, `/service-eam/...`). */
export function underPrefix(url: string, prefix: string): boolean {
  const path = url.split('?')[0];
  return path === prefix || path.startsWith(prefix + '/');
}

/** Keys whose refusal code on the asset host is not the one its status gives. */
const eamCodeByKey: Readonly<Record<string, eamApi.EamErrorCode>> = { 'eam.ticketRefused': 'unauthorized' };
const eamCodeByStatus: Readonly<Record<number, eamApi.EamErrorCode>> = {
  400: 'invalid', 401: 'tokenExpired', 403: 'forbidden', 404: 'notFound', 409: 'conflict', 413: 'invalid', 415: 'invalid', 429: 'tooMany',
};

/** The asset system's code of a refusal: by its catalogue key where one is named, else by its status ('failed' for the rest). */
export function eamCodeOf(status: number, key: string | null): eamApi.EamErrorCode {
  return (key && eamCodeByKey[key]) || eamCodeByStatus[status] || 'failed';
}

/**
 * The body of every refusal the server sends (its error and not-found handlers): under the asset host's prefix
 * the asset system's `{success:false, code, message}`, elsewhere `{state:false, message, code}` with the status.
 */
export function refusalBody(url: string, eamPrefix: string, status: number, message: string, key: string | null = null) {
  if (eamPrefix && underPrefix(url, eamPrefix)) return { success: false as const, code: eamCodeOf(status, key), message };
  return { state: false as const, message, code: status };
}
