/**
 * Where a process stands in the event table. The database counts ids up, but on PostgreSQL two transactions can
 * commit out of that order: id 8 may be read while 7 is still being written. So ids are read from the last one
 * below which everything is handled (`at`), those handled above it are remembered, and a missing id is waited
 * for up to `gapWaitMs` (a transaction that rolled back never fills it). Each event is passed on once.
 */
export function createEventCursor(at: number, gapWaitMs: number, maxGap = 1000) {
  const handled = new Set<number>();
  const missingSince = new Map<number, number>();
  return {
    /** The id to read after. */
    get at() { return at; },
    /** Of the rows read after `at` (oldest first), those not passed on before; moves `at` as far as it may. */
    take<T extends { id: number }>(rows: readonly T[], nowMs: number): T[] {
      const fresh: T[] = [];
      let expected = at + 1;
      for (const row of rows) {
        // Ids skipped before this row: awaited, unless so many that they cannot be transactions still writing.
        if (row.id - expected <= maxGap) {
          for (let id = expected; id < row.id; id++) if (!handled.has(id) && !missingSince.has(id)) missingSince.set(id, nowMs);
        } else {
          for (let id = expected; id < row.id; id++) handled.add(id);
        }
        expected = row.id + 1;
        if (handled.has(row.id)) continue;
        handled.add(row.id);
        missingSince.delete(row.id);
        fresh.push(row);
      }
      for (;;) {
        const next = at + 1;
        const since = missingSince.get(next);
        if (handled.delete(next)) at = next;
        else if (since !== undefined && nowMs - since >= gapWaitMs) {
          missingSince.delete(next);
          at = next;
        } else break;
      }
      return fresh;
    },
  };
}
export type EventCursor = ReturnType<typeof createEventCursor>;
