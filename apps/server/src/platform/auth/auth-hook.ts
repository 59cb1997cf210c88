import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hosts as defaultHosts, type Host } from '@wp/contract';
import { TokenRejected } from './hs256.js';
import type { TokenService } from './tokens.js';
import type { Session } from './session.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { underPrefix } from '../refusals.js';
import { createLruMap } from '../lru-map.js';

export interface SessionLookup {
  /** The active user behind a token (with its tenant's code), or null when disabled, departed, deleted or signed out. */
  activeSession(claims: { userId: string; tenantId: string; sid?: string }, req?: FastifyRequest): Promise<{ isAdmin: boolean; tenantCode: string | null } | null>;
}

/**
 * The lookup's answers kept per data version (db/data-version.ts): equal versions mean equal data, so a session
 * signed out, a user disabled or a role taken away changes the version and is read again on the next request, on
 * every process, as the lookup itself promises. A read answered from kept replies then costs one query (the
 * version), not two.
 */
export function sessionsKeptPerVersion(lookup: SessionLookup, versionOf: (req: FastifyRequest) => Promise<string>, capacity = 10_000): SessionLookup {
  const kept = createLruMap<{ version: string; facts: Awaited<ReturnType<SessionLookup['activeSession']>> }>(capacity);
  return {
    async activeSession(claims, req) {
      if (!req) return lookup.activeSession(claims);
      // Read before the facts it stands for: a change between the two leaves the version stale, never the facts.
      const version = await versionOf(req);
      const key = `${claims.tenantId} ${claims.userId} ${claims.sid ?? ''}`;
      const hit = kept.get(key);
      if (hit?.version === version) return hit.facts;
      const facts = await lookup.activeSession(claims);
      kept.set(key, { version, facts });
      return facts;
    },
  };
}

/** The pages a short link may share, each showing one instance: `/inst/{id}/...`, `/shareInst/{id}/...`, ... */
const shareablePage = /^\/(?:inst|shareInst|instRead|doneDetail)\/([^/?#]+)/;

/** The instance a shareable long URL of this app shows, or null (other pages, other origins, odd ids). */
export function sharedInstanceOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://this-app').pathname;
  } catch {
    return null;
  }
  const raw = shareablePage.exec(pathname)?.[1];
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

/**
 * What a guest token (from a short link; its `guest` claim is the shared long URL) may call besides
 * anonymous routes: sign-out, and these GET reads of the flow runtime about the one shared instance. Each
 * read names the query parameters that carry the instance id (at least one present, every one present equal
 * to the shared id) and the harmless ones it may also take; any other parameter (a task or definition id)
 * gets the call refused, so a guest can never steer a read to another record.
 */
export const guestReads: ReadonlyArray<{ host: Host; path: string; idParams: string[]; extra?: string[] }> = [
  { host: 'bpmRunTime', path: '/runtime/instance/v1/getInstanceByInstId', idParams: ['instId'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/get', idParams: ['id'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/instanceFlowOpinions', idParams: ['instId'], extra: ['isCommu', 'isRelFlow'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/instanceFlowImage', idParams: ['instId', 'proInstId'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/getBpmImage', idParams: ['instId', 'proInstId'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/getExcutorNameByInstId', idParams: ['instId'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/predictPath', idParams: ['instId'] },
  { host: 'bpmRunTime', path: '/runtime/instance/v1/getRelatedInformationById', idParams: ['id'] },
  // The form's definition, by the instance (never by a definition id).
  { host: 'bpmModel', path: '/flow/def/v1/defGet', idParams: ['instId'] },
];
/** Sign-out, and refresh (which hands a guest a guest token again: the web's guard validates tokens with it). */
const guestSession: Array<{ host: Host; path: string }> = [{ host: 'uc', path: '/signout' }, { host: 'uc', path: '/refresh' }];

/** The guest rule over full paths: `(method, route path, raw query string, shared URL) -> allowed?`. */
export function guestPolicy(bases: Record<string, string> = defaultHosts) {
  const reads = new Map(guestReads.map((r) => [bases[r.host] + r.path, r]));
  const session = new Set(guestSession.map((r) => bases[r.host] + r.path));
  return (method: string, routePath: string | undefined, rawQuery: string, guestUrl: string): boolean => {
    if (routePath && session.has(routePath)) return true;
    const read = routePath ? reads.get(routePath) : undefined;
    const instanceId = sharedInstanceOf(guestUrl);
    if (!read || method !== 'GET' || !instanceId) return false;
    const params = new URLSearchParams(rawQuery);
    const allowed = new Set([...read.idParams, ...(read.extra ?? [])]);
    let named = false;
    for (const [k, v] of params) {
      if (!allowed.has(k)) return false;
      if (read.idParams.includes(k)) {
        if (v !== instanceId) return false;
        named = true;
      }
    }
    return named;
  };
}

/**
 * A host with a credential of its own (the asset system's token, ADR 0024): under `prefix` only its tokens are
 * read, never the portal's, and its tokens are read nowhere else (they are not JWTs: the portal's check refuses them).
 */
export interface CredentialRealm {
  prefix: string;
  /** The session a token of this realm stands for, or null when it is unknown, expired, revoked or its user may no longer sign in. */
  session(token: string): Promise<Session | null>;
  /** The 401 of a missing or refused token. */
  refused: () => AppError;
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/**
 * Turns a bearer token into `req.session`. Anonymous routes accept a missing or bad token; every other
 * route answers 401 (an expired token says 'JWT expired at ...', which the client reacts to). A guest token
 * reaches only what `guestPolicy` allows (403 otherwise). `bases` are the hosts' route prefixes.
 *
 * Under a `realm`'s prefix its own token is read instead (the asset system's, ADR 0024).
 *
 * It runs first (onRequest), before the body is read and validated: a caller who is not signed in learns
 * nothing of a route's schema. Signed-in replies are never stored by a browser or a proxy (no-store), unless
 * a route says otherwise (file previews are cached privately).
 */
export function registerAuthHook(
  app: FastifyInstance, tokens: TokenService, lookup: SessionLookup, bases: Record<string, string> = defaultHosts, realms: readonly CredentialRealm[] = [],
) {
  const guestMay = guestPolicy(bases);
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (req, reply) => {
    const anonymous = req.routeOptions.config?.anonymous ?? true;
    const token = bearer(req);
    const realm = realms.find((r) => underPrefix(req.url, r.prefix));
    if (realm) {
      const session = token ? await realm.session(token) : null;
      if (!session) {
        if (anonymous) return;
        throw realm.refused();
      }
      req.session = session;
      reply.header('cache-control', 'no-store');
      return;
    }
    if (!token) {
      if (anonymous) return;
      throw unauthorized('auth.signInRequired');
    }
    let claims: ReturnType<TokenService['verify']>;
    try {
      claims = tokens.verify(token);
    } catch (e) {
      if (anonymous) return;
      throw e instanceof TokenRejected && e.reason === 'expired' ? new AppError(401, null, e.message) : unauthorized('auth.expired');
    }
    // A session that cannot be looked up (the database gone for a moment) is not a signed-out one: that error goes
    // to the error handler (503), never a 401 that would send every phone back to the sign-in page.
    const active = await lookup.activeSession(claims, req.routeOptions.config?.keptReply ? req : undefined).catch((e: unknown) => {
      if (anonymous) return undefined;
      throw e;
    });
    if (active === undefined) return;
    if (!active) {
      if (anonymous) return;
      throw unauthorized('auth.expired');
    }
    const c = claims;
    const sessionTenantCode = active.tenantCode;
    // A guest acts for the user who shared the link, but never with administrator rights.
    const session: Session = { userId: c.userId, account: c.sub, tenantId: c.tenantId, sid: c.sid, jti: c.jti, iat: c.iat, exp: c.exp, isAdmin: active.isAdmin && !c.guest, guest: c.guest };
    const tenantCode = req.headers['x-tenant-code'];
    if (typeof tenantCode === 'string' && tenantCode && tenantCode !== sessionTenantCode) {
      throw new AppError(403, 'auth.tenantMismatch', 'auth.tenantMismatch');
    }
    if (session.guest && !anonymous) {
      const q = req.url.indexOf('?');
      if (!guestMay(req.method, req.routeOptions.url, q < 0 ? '' : req.url.slice(q + 1), session.guest)) throw forbidden('auth.guestOnly');
    }
    req.session = session;
    reply.header('cache-control', 'no-store');
  });
}
