import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, workingDatesBetween, workingDaysBetween } from './working-days.js';

// Plant time is UTC+8: 2026-03-06 is a Friday, 2026-03-07 Saturday, 2026-03-09 Monday.
const at = (local: string) => new Date(`${local}+08:00`);
const weekday = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).getUTCDay();

describe('working days', () => {
  it('skips Saturdays and Sundays in the plant time zone', () => {
    expect(addWorkingDays(at('2026-03-06T18:00:00'), 1)).toEqual(at('2026-03-09T18:00:00'));
    expect(addWorkingDays(at('2026-03-05T09:00:00'), 2)).toEqual(at('2026-03-09T09:00:00'));
    expect(addWorkingDays(at('2026-03-02T09:00:00'), 5)).toEqual(at('2026-03-09T09:00:00'));
    // Friday 23:30 in the plant is Friday 15:30 UTC: still Friday, so one day on is Monday.
    expect(addWorkingDays(at('2026-03-06T23:30:00'), 1)).toEqual(at('2026-03-09T23:30:00'));
  });

  it('counts from Monday when starting on a weekend', () => {
    expect(addWorkingDays(at('2026-03-07T10:00:00'), 1)).toEqual(at('2026-03-10T10:00:00'));
    expect(addWorkingDays(at('2026-03-08T10:00:00'), 0)).toEqual(at('2026-03-09T10:00:00'));
  });

  it('measures working days left, negative when overdue', () => {
    expect(workingDaysBetween(at('2026-03-06T10:00:00'), at('2026-03-09T10:00:00'))).toBe(1);
    expect(workingDaysBetween(at('2026-03-09T10:00:00'), at('2026-03-06T10:00:00'))).toBe(-1);
    expect(workingDaysBetween(at('2026-03-09T10:00:00'), at('2026-03-09T17:00:00'))).toBe(0);
    expect(workingDaysBetween(at('2026-03-08T10:00:00'), at('2026-03-12T10:00:00'))).toBe(3);
  });

  it('never lands on a weekend and is undone by workingDaysBetween', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), fc.integer({ min: 1, max: 60 }), (ms, days) => {
      const from = new Date(ms);
      const due = addWorkingDays(from, days);
      expect([0, 6]).not.toContain(weekday(due));
      expect(workingDaysBetween(from, due)).toBe(days);
    }));
  });
});

describe('workingDatesBetween', () => {
  it('counts the working dates of a leave, both ends included, whatever zone the server runs in', () => {
    expect(workingDatesBetween('2026-03-06', '2026-03-09')).toBe(2);
    expect(workingDatesBetween('2026-03-06', '2026-03-06')).toBe(1);
    expect(workingDatesBetween('2026-03-07', '2026-03-08')).toBe(0);
    expect(workingDatesBetween('2026-03-09', '2026-03-06')).toBe(0);
    expect(workingDatesBetween('2026-03-02', '2026-03-13')).toBe(10);
  });
});
