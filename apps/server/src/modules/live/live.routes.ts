import type { FastifyInstance } from 'fastify';
import { liveApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import type { SessionLookup } from '../../platform/auth/auth-hook.js';
import { createEventStream, lastEventIdOf } from './event-stream.js';
import type { LiveFeed } from './live-feed.js';
import type { LiveRepository } from './live.repository.js';

/** At most this many missed events are sent on reconnecting; a tab that missed more reloads instead. */
const CATCH_UP_LIMIT = 200;

/**
 * The event stream of one signed-in tab. It ends when the token expires (the tab connects again with its
 * refreshed one), when the session is signed out (checked with each ping), and when the server closes.
 */
export function registerLiveRoutes(app: FastifyInstance, hosts: Record<string, string>, deps: { feed: LiveFeed; repo: LiveRepository; sessions: SessionLookup }) {
  const { feed, repo, sessions } = deps;
  const open = new Set<() => void>();
  // Before the server waits for its requests to finish: an open stream never would.
  app.addHook('preClose', async () => {
    for (const end of open) end();
    await feed.close();
  });

  route(app, hosts, liveApi.events, async ({ session, req, reply }) => {
    const after = lastEventIdOf(req.headers['last-event-id']);
    reply.hijack();
    const stream = createEventStream(reply.raw);
    let unsubscribe = () => undefined as void;
    // One timer per stream: each ping also asks whether the session was signed out meanwhile.
    const pings = setInterval(() => {
      stream.ping();
      void sessions.activeSession({ userId: session.userId, tenantId: session.tenantId, sid: session.sid })
        .then((active) => active || end(), () => undefined);
    }, liveApi.LIVE_PING_MS);
    const expiry = setTimeout(() => end(), Math.max(0, session.exp * 1000 - Date.now()));
    pings.unref();
    expiry.unref();
    function end() {
      clearInterval(pings);
      clearTimeout(expiry);
      unsubscribe();
      stream.end();
      open.delete(end);
    }
    open.add(end);
    reply.raw.on('close', end);

    unsubscribe = await feed.subscribe({ tenantId: session.tenantId, userId: session.userId, send: stream.send });
    if (reply.raw.writableEnded) return unsubscribe();
    stream.open(after === undefined ? [] : await missedSince(session.tenantId, session.userId, after));
  });

  /** What a tab missed while it reconnected: its own events after the id it had, or 'reset' when some may be gone. */
  async function missedSince(tenantId: string, userId: string, after: number) {
    if ((await repo.firstId()) > after + 1) return 'reset';
    const missed = await repo.forUserAfter(tenantId, userId, after, CATCH_UP_LIMIT + 1);
    return missed.length > CATCH_UP_LIMIT ? 'reset' : missed;
  }
}
