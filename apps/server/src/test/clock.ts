import type { Clock } from '../platform/clock.js';

/** A clock the test moves instead of waiting: due times, timers, job back-offs. */
export function movableClock(iso: string): Clock & { set(at: string): void; advance(minutes: number): void } {
  let ms = Date.parse(iso);
  return {
    now: () => new Date(ms),
    set: (at) => { ms = Date.parse(at); },
    advance: (minutes) => { ms += minutes * 60_000; },
  };
}
