import { describe, expect, it } from 'vitest';
import {
  addUnits, averagePerDay, calendarNextOnStart, completionNext, completionProjection, fixedNextFrom, fixedOccurrencesFrom, fixedRun, meterCrossed,
  meterProjection, nthOccurrence, occurrenceTime, plantDateOf,
} from './schedule.js';

describe('plant dates and occurrence times', () => {
  it('plans an occurrence at 08:00 in the plant (00:00 UTC) and reads plant dates across midnight UTC', () => {
    expect(occurrenceTime('2026-03-31')).toBe('2026-03-31T00:00:00.000Z');
    expect(plantDateOf('2026-03-31T15:59:59.000Z')).toBe('2026-03-31');
    expect(plantDateOf('2026-03-31T16:00:00.000Z')).toBe('2026-04-01');
  });
});

describe('addUnits', () => {
  it('keeps the anchor day of a month, clamped at the month end and counted from the anchor', () => {
    expect(addUnits('2026-01-31', 1, 'month')).toBe('2026-02-28');
    expect(addUnits('2026-01-31', 2, 'month')).toBe('2026-03-31');
    expect(addUnits('2028-01-31', 1, 'month')).toBe('2028-02-29');
    expect(addUnits('2026-11-30', 3, 'month')).toBe('2027-02-28');
    expect(addUnits('2026-03-15', -3, 'month')).toBe('2025-12-15');
    expect(addUnits('2026-12-31', 1, 'day')).toBe('2027-01-01');
    expect(addUnits('2026-02-26', 1, 'week')).toBe('2026-03-05');
  });

  it('never drifts a monthly series to the shortest month: the 31st stays the 31st where the month has one', () => {
    const rule = { every: 1, unit: 'month' as const, startDate: '2026-01-31' };
    expect([0, 1, 2, 3, 4].map((i) => nthOccurrence(rule, i))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });
});

describe('fixed plans', () => {
  const monthly = { every: 1, unit: 'month' as const, startDate: '2026-01-15' };

  it('finds the next occurrence at or after an instant, and strictly after it when asked', () => {
    expect(fixedNextFrom(monthly, '2026-01-01T00:00:00.000Z')).toBe('2026-01-15');
    expect(fixedNextFrom(monthly, occurrenceTime('2026-03-15'))).toBe('2026-03-15');
    expect(fixedNextFrom(monthly, occurrenceTime('2026-03-15'), true)).toBe('2026-04-15');
    expect(fixedNextFrom(monthly, '2031-07-20T00:00:00.000Z')).toBe('2031-08-15');
    expect(fixedNextFrom({ ...monthly, endDate: '2026-06-30' }, '2026-07-01T00:00:00.000Z')).toBeNull();
  });

  it('lists the next occurrences up to the end date', () => {
    expect(fixedOccurrencesFrom({ ...monthly, endDate: '2026-05-15' }, '2026-02-01T00:00:00.000Z', 5)).toEqual(['2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15']);
    expect(fixedOccurrencesFrom({ every: 2, unit: 'week', startDate: '2026-03-02' }, '2026-03-03T00:00:00.000Z', 3)).toEqual(['2026-03-16', '2026-03-30', '2026-04-13']);
  });

  it('runs the occurrence due now, and after a late run catches up: the missed ones are due (to be skipped) and the next follows now', () => {
    expect(fixedRun(monthly, occurrenceTime('2026-02-15'), '2026-02-15T00:00:00.000Z')).toEqual({ due: ['2026-02-15'], next: '2026-03-15' });
    expect(fixedRun(monthly, occurrenceTime('2026-02-15'), '2026-05-20T00:00:00.000Z')).toEqual({ due: ['2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15'], next: '2026-06-15' });
    expect(fixedRun({ ...monthly, endDate: '2026-02-28' }, occurrenceTime('2026-02-15'), '2026-02-16T00:00:00.000Z')).toEqual({ due: ['2026-02-15'], next: null });
  });
});

describe('completion plans', () => {
  const rule = { every: 3, unit: 'month' as const, startDate: '2026-01-10' };

  it('are due every interval after the plant date of the last close', () => {
    // 17:00 UTC on 5 May is 01:00 on 6 May at the plant.
    expect(completionNext(rule, '2026-05-05T17:00:00.000Z')).toBe('2026-08-06');
    expect(completionNext({ every: 10, unit: 'day', startDate: '2026-01-10' }, '2026-05-05T03:00:00.000Z')).toBe('2026-05-15');
    expect(completionNext({ ...rule, endDate: '2026-07-01' }, '2026-05-05T03:00:00.000Z')).toBeNull();
  });

  it('project the dates after the next as if each were done on its date', () => {
    expect(completionProjection(rule, '2026-02-01', 3)).toEqual(['2026-02-01', '2026-05-01', '2026-08-01']);
  });

  it('start from the anchor, from the last close, or at once when that has passed; fixed ones from the next occurrence', () => {
    const now = '2026-04-01T06:00:00.000Z';
    expect(calendarNextOnStart('completion', { ...rule, startDate: '2026-04-10' }, now, null)).toBe(occurrenceTime('2026-04-10'));
    expect(calendarNextOnStart('completion', rule, now, '2026-03-20T02:00:00.000Z')).toBe(occurrenceTime('2026-06-20'));
    expect(calendarNextOnStart('completion', rule, now, '2025-10-01T02:00:00.000Z')).toBe(now);
    expect(calendarNextOnStart('fixed', rule, now, null)).toBe(occurrenceTime('2026-04-10'));
  });
});

describe('meters', () => {
  const day = (d: number) => new Date(Date.UTC(2026, 2, 1) + d * 86_400_000).toISOString();

  it('average the use per day over the last 30 days of readings, not before two readings a day apart', () => {
    expect(averagePerDay([])).toBeNull();
    expect(averagePerDay([{ value: 100, readTime: day(0) }])).toBeNull();
    expect(averagePerDay([{ value: 100, readTime: day(0) }, { value: 110, readTime: '2026-03-01T05:00:00.000Z' }])).toBeNull();
    // Readings older than 30 days before the latest are left out: 200 h over the last 10 days.
    expect(averagePerDay([{ value: 0, readTime: day(-40) }, { value: 1000, readTime: day(0) }, { value: 1200, readTime: day(10) }])).toBe(20);
  });

  it('fire when a reading reaches the last service reading plus the interval', () => {
    const rule = { every: 9000, lastServiceReading: 12_000 };
    expect(meterCrossed(rule, 20_999.9)).toBe(false);
    expect(meterCrossed(rule, 21_000)).toBe(true);
  });

  it('project the due dates from the latest reading at the average use; a value passed is due at once', () => {
    const rule = { every: 1000, lastServiceReading: 5000 };
    expect(meterProjection(rule, { value: 5500, readTime: day(0) }, 20, 3)).toEqual([day(25), day(75), day(125)]);
    expect(meterProjection(rule, { value: 6200, readTime: day(0) }, 20, 2)).toEqual([day(0), day(40)]);
    expect(meterProjection(rule, { value: 5500, readTime: day(0) }, null, 3)).toEqual([]);
    expect(meterProjection(rule, null, 20, 3)).toEqual([]);
  });
});
