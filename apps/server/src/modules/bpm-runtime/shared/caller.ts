import type { FastifyRequest } from 'fastify';
import type { Session } from '../../../platform/auth/session.js';
import { langOf } from '../../../platform/messages.js';
import type { Caller } from '../actions/task-actions.service.js';

/** The caller of a route: the session and the language of the request. */
export const callerOf = (call: { session: Session; req: FastifyRequest }): Caller => ({ session: call.session, lang: langOf(call.req.headers) });

/** The idempotency key of an action: the body or query field, else the `Idempotency-Key` header. */
export function keyOf(req: FastifyRequest, given?: string): string | undefined {
  const header = req.headers['idempotency-key'];
  const value = given ?? (Array.isArray(header) ? header[0] : header);
  return value?.trim() ? value.trim().slice(0, 128) : undefined;
}
