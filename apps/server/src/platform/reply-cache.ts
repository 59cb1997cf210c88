import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@wp/contract';
import type { Session } from './auth/session.js';
import { langOf } from './messages.js';
import { route, type Call } from './route.js';

/**
 * Replies of read calls kept as their JSON text, each valid for one data version (db/data-version.ts): a read
 * repeated while nothing was written (a list reopened, polled by the badge, paged back to) is answered without
 * a query or a serialisation. The key must name everything the reply depends on besides the data: the caller,
 * the language, the call and its parameters. A reply is kept as its UTF-8 bytes, which go to the socket as they
 * are: sent as text, every kept reply was encoded again (40% of the time of a kept read). Least recently used
 * replies go first past `maxBytes`.
 */
export function createReplyCache(dataVersion: (req?: object) => Promise<string>, maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, { version: string; body: Buffer }>();
  let keptBytes = 0;

  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    keptBytes -= old.body.length;
  };

  /**
   * The reply's JSON as UTF-8: kept, or computed, encoded by the endpoint's reply schema (as the serializer does)
   * and kept. Given the request, the data version it already read (for its session) serves.
   */
  async function bytes<E extends Endpoint>(key: string, e: E, compute: () => Promise<z.input<E['reply']>>, req?: object): Promise<Buffer> {
    const version = await dataVersion(req);
    const kept = entries.get(key);
    if (kept?.version === version) {
      entries.delete(key);
      entries.set(key, kept);
      return kept.body;
    }
    const body = Buffer.from(JSON.stringify(z.encode(e.reply, await compute())));
    forget(key);
    entries.set(key, { version, body });
    keptBytes += body.length;
    for (const [oldest] of entries) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
    return body;
  }

  return {
    bytes,
    /**
     * Registers a read answered through the cache, keyed by `readKey`; its bytes skip the route's serializer. The
     * route is marked `keptReply`, so its session check is kept per data version too: a kept reply costs one query.
     */
    read<E extends Endpoint>(app: FastifyInstance, hosts: Record<string, string>, e: E, compute: (c: Call<E>) => Promise<z.input<E['reply']>>) {
      route(app, hosts, e, async (c) => {
        const body = await bytes(readKey(c.session, c.req), e, () => compute(c), c.req);
        await c.reply.type('application/json; charset=utf-8').send(body);
      }, { keptReply: true });
    },
    get size() { return entries.size; },
  };
}
export type ReplyCache = ReturnType<typeof createReplyCache>;

/** Everything a read's reply depends on besides the data: who asks (and with which rights), in which language, what. */
export function readKey(session: Session, req: FastifyRequest): string {
  return JSON.stringify([session.tenantId, session.userId, session.isAdmin, session.guest ?? null, langOf(req.headers), req.method, req.url, req.body ?? null]);
}
