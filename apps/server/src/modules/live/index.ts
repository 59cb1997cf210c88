import { serverModule } from '../server-module.js';
import { createLiveFeed } from './live-feed.js';
import { createLiveRepository } from './live.repository.js';
import { registerLiveRoutes } from './live.routes.js';

declare module '../server-module.js' {
  /** Live events are written by the modules that make them (their repositories append to live_event). */
  interface ModuleProvides { live: void }
}

/**
 * Live updates (host `portal`, ADR 0027): the event stream of each signed-in tab, fed from the live_event table
 * that the flow runtime writes in the transaction of each inbox message, so an event written by any process
 * reaches a tab connected to any other.
 */
export const liveModule = serverModule({
  name: 'live',
  needs: ['uc'],
  register(app, { uc }, { db, clock, config, metrics }) {
    const repo = createLiveRepository(db);
    const feed = createLiveFeed({ repo, clock, pollMs: config.livePollMs, onError: (err) => app.log.warn({ err }, 'live events could not be read; read again at the next poll') });
    registerLiveRoutes(app, config.hosts, { feed, repo, sessions: uc.sessions });
    metrics.gauge('live_event_streams', 'Event streams this process holds open', () => feed.clients());
  },
});
