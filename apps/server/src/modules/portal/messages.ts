import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { langOf, t, type Lang, type MessageVars, type SectionKey } from '../../platform/messages.js';

/**
 * The portal's messages: their texts are the `portal.*` section of the server catalogue (platform/messages.ts),
 * so they share its languages, its placeholder rule and its catalogue tests; `portalErrorHandler` translates
 * the portal's errors per request.
 */
export type PortalMessageKey = SectionKey<'portal'>;
type Vars = MessageVars;

/** A portal message in one language, its `{name}` placeholders filled from vars. */
export function portalText(lang: Lang, key: PortalMessageKey, vars: Vars = {}): string {
  return t(lang, `portal.${key}`, vars);
}

/** The same message in the language of a request. */
export const textFor = (req: Pick<FastifyRequest, 'headers'>, key: PortalMessageKey, vars?: Vars) => portalText(langOf(req.headers), key, vars);

/** An error with a portal message; the module's error handler translates it for the caller. */
export class PortalError extends AppError {
  constructor(statusCode: number, readonly portalKey: PortalMessageKey, readonly portalVars: Vars = {}) {
    super(statusCode, null, portalText('en-US', portalKey, portalVars), portalVars);
  }
}
/** Portal errors by status: 400 bad input, 403 not allowed, 404 unknown, 409 a conflict, 502 a column's data source failed. */
const make = (status: number) => (key: PortalMessageKey, vars?: Vars) => new PortalError(status, key, vars);
export const portalBadRequest = make(400);
export const portalForbidden = make(403);
export const portalNotFound = make(404);
export const portalConflict = make(409);
export const portalBadGateway = make(502);

/** Sends portal errors in the caller's language; every other error goes on to the application's handler. */
export function portalErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof PortalError) {
    return reply.status(err.statusCode).send({ state: false, message: textFor(req, err.portalKey, err.portalVars), code: err.statusCode });
  }
  throw err;
}
