import { describe, expect, it } from 'vitest';
import { createEventCursor } from './event-cursor.js';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);

describe('the event cursor', () => {
  it('passes on events in order and moves past them', () => {
    const cursor = createEventCursor(4, 10_000);
    expect(ids(cursor.take(rows(5, 6, 7), 0))).toEqual([5, 6, 7]);
    expect(cursor.at).toBe(7);
  });

  it('waits for an id committed late, passing it on once it comes, and each event only once', () => {
    const cursor = createEventCursor(4, 10_000);
    expect(ids(cursor.take(rows(5, 7), 0))).toEqual([5, 7]);
    expect(cursor.at).toBe(5);
    // Read again after 5: 7 is there again but was passed on; 6 has committed meanwhile.
    expect(ids(cursor.take(rows(6, 7), 1000))).toEqual([6]);
    expect(cursor.at).toBe(7);
  });

  it('gives up on an id that never comes (a transaction rolled back) after the wait', () => {
    const cursor = createEventCursor(0, 10_000);
    expect(ids(cursor.take(rows(2), 0))).toEqual([2]);
    expect(cursor.at).toBe(0);
    expect(ids(cursor.take(rows(2), 9_999))).toEqual([]);
    expect(cursor.at).toBe(0);
    expect(ids(cursor.take(rows(2, 3), 10_000))).toEqual([3]);
    expect(cursor.at).toBe(3);
  });

  it('does not wait for a gap too wide to be transactions still writing', () => {
    const cursor = createEventCursor(0, 10_000, 100);
    expect(ids(cursor.take(rows(500), 0))).toEqual([500]);
    expect(cursor.at).toBe(500);
  });
});
