import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from './tokens.js';
import type { Session } from './session.js';
import { AppError, unauthorized } from '../errors.js';

export interface SessionLookup {
  /** The active user behind a token, or null when disabled, departed, deleted or signed out. */
  activeSession(claims: { userId: string; tenantId: string; jti: string }): Promise<{ isAdmin: boolean } | null>;
  tenantCodeOf(tenantId: string): Promise<string | null>;
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/**
 * Turns a bearer token into `req.session`. Anonymous routes accept a missing or bad token; every other
 * route answers 401 (an expired token says 'JWT expired at ...', which the client reacts to).
 */
export function registerAuthHook(app: FastifyInstance, tokens: TokenService, lookup: SessionLookup) {
  app.decorateRequest('session', undefined);
  app.addHook('preHandler', async (req) => {
    const anonymous = req.routeOptions.config?.anonymous ?? true;
    const token = bearer(req);
    if (!token) {
      if (anonymous) return;
      throw unauthorized('auth.signInRequired');
    }
    let session: Session;
    try {
      const c = await tokens.verify(token);
      const active = await lookup.activeSession(c);
      if (!active) throw unauthorized('auth.expired');
      session = { userId: c.userId, account: c.sub, tenantId: c.tenantId, jti: c.jti, iat: c.iat, exp: c.exp, isAdmin: active.isAdmin, guest: c.guest };
    } catch (e) {
      if (anonymous) return;
      if (e instanceof AppError) throw e;
      const msg = (e as Error).message;
      throw msg.startsWith('JWT expired at') ? new AppError(401, null, msg) : unauthorized('auth.expired');
    }
    const tenantCode = req.headers['x-tenant-code'];
    if (typeof tenantCode === 'string' && tenantCode && tenantCode !== (await lookup.tenantCodeOf(session.tenantId))) {
      throw new AppError(403, 'auth.tenantMismatch', 'auth.tenantMismatch');
    }
    req.session = session;
  });
}
