import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fullPath, type Endpoint } from '@wp/contract';
import type { Session } from './auth/session.js';
import { unauthorized } from './errors.js';
import { refusalShapeOf, refusalsOf } from './refusals.js';

type In<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T>>;

export interface Call<E extends Endpoint> {
  query: In<E['query']>;
  body: In<E['body']>;
  params: Record<string, string>;
  /** Present on every route not marked anonymous. */
  session: Session;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The refusals the route may answer (see `refusalsOf`), each documented with its host's error shape. */
const errorReplies = (e: Endpoint) => Object.fromEntries(refusalsOf(e).map((s) => [s, refusalShapeOf(e)]));

export interface RouteOptions {
  /**
   * A read answered through the reply cache: its session check is kept per data version too (platform/auth), so
   * a kept reply costs one query. Off for the rest: under writes the version changes with every request.
   */
  keptReply?: boolean;
}

/**
 * Registers one contract endpoint at the full path the client calls, with its zod schemas for
 * validation, serialisation and the OpenAPI document.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance, bases: Record<string, string>, e: E,
  handler: (call: Call<E>) => Promise<z.input<E['reply']> | void>,
  opts: RouteOptions = {},
) {
  const url = fullPath(e, bases as never).replace(/_:id$/, '_:id');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url,
    config: { anonymous: e.anonymous ?? false, keptReply: opts.keptReply ?? false },
    schema: {
      summary: e.summary,
      tags: [e.host],
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: e.reply, ...errorReplies(e) },
      ...(e.anonymous ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (req, reply) => {
      const session = req.session;
      if (!e.anonymous && !session) throw unauthorized('auth.signInRequired');
      return handler({
        query: req.query as never, body: req.body as never, params: req.params as Record<string, string>,
        session: session as Session, req, reply,
      });
    },
  });
}
