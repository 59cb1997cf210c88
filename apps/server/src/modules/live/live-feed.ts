import type { Clock } from '../../platform/clock.js';
import { createEventCursor, type EventCursor } from './event-cursor.js';
import type { LiveEvent, LiveRepository } from './live.repository.js';

/** A connected tab: whose events it gets, and how they reach it. */
export interface LiveSubscriber {
  tenantId: string;
  userId: string;
  send(event: LiveEvent): void;
}

export interface LiveFeedOptions {
  repo: LiveRepository;
  clock: Clock;
  /** How often the table is read while a tab is connected (the delay of an event at worst). */
  pollMs?: number;
  /** How long an id read out of order is waited for (see event-cursor.ts). */
  gapWaitMs?: number;
  /** How long events are kept for tabs that reconnect. */
  keepMs?: number;
  onError?(err: unknown): void;
}

const BATCH = 500;

/**
 * Tells the connected tabs of this process what the table says happened, whichever process wrote it: it reads
 * the rows after its cursor every `pollMs` while a tab is connected, and hands each to the tabs of its person.
 * With no tab connected it reads nothing; the first tab starts it at the newest event (what came before is the
 * tab's own catch-up, by the id it last had, and the tab reloads what it shows whenever it connects). Old events
 * are deleted once a minute.
 */
export function createLiveFeed({ repo, clock, pollMs = 250, gapWaitMs = 10_000, keepMs = 3_600_000, onError = () => undefined }: LiveFeedOptions) {
  const subscribers = new Set<LiveSubscriber>();
  let cursor: Promise<EventCursor> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let lastPrune = 0;
  let closed = false;

  async function pass() {
    // Held here: the last tab leaving mid-pass drops the feed's cursor, not this pass's.
    if (!cursor) return;
    const c = await cursor;
    const now = clock.now().getTime();
    for (;;) {
      const rows = await repo.after(c.at, BATCH);
      for (const event of c.take(rows, now)) {
        for (const s of subscribers) if (s.userId === event.userId && s.tenantId === event.tenantId) s.send(event);
      }
      if (rows.length < BATCH) break;
    }
    if (now - lastPrune >= 60_000) {
      lastPrune = now;
      await repo.deleteBefore(new Date(now - keepMs).toISOString());
    }
  }

  function schedule() {
    if (closed || timer || subscribers.size === 0) return;
    timer = setTimeout(() => {
      running = pass().catch(onError).finally(() => {
        timer = undefined;
        running = undefined;
        schedule();
      });
    }, pollMs);
    timer.unref?.();
  }

  return {
    /** How many tabs this process streams to (a metric). */
    clients: () => subscribers.size,
    /**
     * Starts telling a tab of the events written from now on; resolves once the feed knows where now is, with how
     * to stop. A cursor made as a pass runs would tell the tab nothing written between its connecting and the pass.
     */
    async subscribe(s: LiveSubscriber): Promise<() => void> {
      subscribers.add(s);
      cursor ??= repo.lastId().then((id) => createEventCursor(id, gapWaitMs));
      await cursor;
      schedule();
      return () => {
        subscribers.delete(s);
        if (subscribers.size === 0) {
          if (timer && !running) {
            clearTimeout(timer);
            timer = undefined;
          }
          cursor = undefined;
        }
      };
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type LiveFeed = ReturnType<typeof createLiveFeed>;
