import type { ServerResponse } from 'node:http';
import { liveApi } from '@wp/contract';
import type { LiveEvent } from './live.repository.js';

/** A `Last-Event-ID` header as the id it names, or undefined when absent or not a whole number. */
export function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/**
 * The stream to one tab: sends each event once, in id order, and pings to keep proxies from closing it. Events
 * that come before it is opened (while the tab's missed events are read) wait, so none is lost or sent twice.
 */
export function createEventStream(res: ServerResponse) {
  let lastSent = 0;
  let held: LiveEvent[] | null = [];
  const write = (e: LiveEvent) => {
    if (e.id <= lastSent) return;
    lastSent = e.id;
    res.write(liveApi.formatLiveFrame({ id: e.id, event: e.kind, data: e.data }));
  };
  return {
    send(e: LiveEvent) {
      if (held) held.push(e);
      else write(e);
    },
    /**
     * Answers the request: what the tab missed (or `reset` when that is not known any more), the events held
     * meanwhile, and from then on each as it comes.
     */
    open(missed: readonly LiveEvent[] | 'reset') {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx would otherwise buffer the stream (issue J runs behind one).
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(`retry: ${liveApi.LIVE_RETRY_MS}\n\n`);
      if (missed === 'reset') res.write(liveApi.formatLiveFrame({ event: 'reset', data: {} }));
      for (const e of [...(missed === 'reset' ? [] : missed), ...(held ?? [])].sort((a, b) => a.id - b.id)) write(e);
      held = null;
    },
    /** A comment that keeps proxies from closing an idle stream. */
    ping() {
      if (!held && !res.writableEnded) res.write(': ping\n\n');
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
