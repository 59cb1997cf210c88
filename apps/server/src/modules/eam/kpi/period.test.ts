import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { maintenance, reliability, repairTimes, rounds } from './figures.js';
import { bucketsOf, dayStart, isRealDay, periodOf, plantDayOf, wholeOf } from './period.js';

const now = new Date('2026-04-15T04:00:00.000Z');
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? [e.statusCode, e.vars.field, e.key] : e;
  }
  return null;
};

describe('plant days', () => {
  it('knows real days and where they start in UTC', () => {
    expect(['2024-02-29', '2026-12-31'].map(isRealDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', ''].map(isRealDay)).toEqual([false, false, false, false, false]);
    expect(dayStart('2026-03-01')).toBe('2026-02-28T16:00:00.000Z');
    expect(plantDayOf(Date.parse('2026-02-28T16:00:00.000Z'))).toBe('2026-03-01');
    expect(plantDayOf(Date.parse('2026-02-28T15:59:59.999Z'))).toBe('2026-02-28');
  });

  it('refuses a period naming the field: unreal day, reversed, three years or longer', () => {
    expect(refusal(() => periodOf('2026-02-30', '2026-03-01', now))).toEqual([400, 'from', 'eam.kpi.badDay']);
    expect(refusal(() => periodOf('2026-03-01', '2026-02-30', now))).toEqual([400, 'to', 'eam.kpi.badDay']);
    expect(refusal(() => periodOf('2026-03-02', '2026-03-01', now))).toEqual([400, 'to', 'eam.kpi.toBeforeFrom']);
    expect(refusal(() => periodOf('2024-02-29', '2027-03-01', now))).toEqual([400, 'to', 'eam.kpi.rangeTooLong']);
    expect(refusal(() => periodOf('2024-02-29', '2027-02-28', now))).toBeNull();
    expect(refusal(() => periodOf('2026-03-01', '2026-03-01', now))).toBeNull();
  });

  it('counts to now at most, and nothing for a range that has not begun', () => {
    expect(periodOf('2026-03-01', '2026-03-31', now)).toEqual({
      from: '2026-03-01', to: '2026-03-31', start: '2026-02-28T16:00:00.000Z', end: '2026-03-31T16:00:00.000Z', hours: 744,
    });
    expect(periodOf('2026-04-01', '2026-12-31', now)).toMatchObject({ end: now.toISOString(), hours: 348 });
    const future = periodOf('2026-05-01', '2026-05-31', now);
    expect(future).toMatchObject({ start: '2026-04-30T16:00:00.000Z', end: '2026-04-30T16:00:00.000Z', hours: 0 });
    expect(wholeOf(future)).toEqual([]);
    expect(bucketsOf(future, 'week')).toEqual([]);
  });
});

describe('buckets', () => {
  it('cuts months, the last one at now', () => {
    const b = bucketsOf(periodOf('2026-01-15', '2026-06-30', now), 'month');
    expect(b.map((x) => [x.from, x.to])).toEqual([['2026-01-15', '2026-01-31'], ['2026-02-01', '2026-02-28'], ['2026-03-01', '2026-03-31'], ['2026-04-01', '2026-04-15']]);
    expect(b[3]).toMatchObject({ start: '2026-03-31T16:00:00.000Z', end: now.toISOString() });
    // Back to back: each begins where the one before ends.
    for (let i = 1; i < b.length; i += 1) expect(b[i]!.start).toBe(b[i - 1]!.end);
  });

  it('cuts weeks Monday to Sunday across a year\'s end', () => {
    const b = bucketsOf(periodOf('2025-12-24', '2026-01-08', now), 'week');
    expect(b.map((x) => [x.from, x.to])).toEqual([['2025-12-24', '2025-12-28'], ['2025-12-29', '2026-01-04'], ['2026-01-05', '2026-01-08']]);
  });

  it('has at most 158 weeks (a lone Sunday first) over three years', () => {
    expect(bucketsOf(periodOf('2023-04-16', '2026-04-14', now), 'week').length).toBe(158);
    expect(bucketsOf(periodOf('2023-04-16', '2026-04-14', now), 'month').length).toBe(37);
  });
});

describe('figures', () => {
  it('never answers Infinity or NaN: a figure without a base is null', () => {
    expect(reliability(3, 744, 0, 0)).toEqual({ operatingHours: 2232, downtimeHours: 0, mtbfHours: null, availability: 1 });
    expect(reliability(0, 744, 0, 2)).toEqual({ operatingHours: 0, downtimeHours: 0, mtbfHours: 0, availability: null });
    expect(reliability(2, 0, 0, 0)).toEqual({ operatingHours: 0, downtimeHours: 0, mtbfHours: null, availability: null });
    expect(repairTimes(undefined)).toEqual({ repairs: 0, hours: null, waitingHours: null, repairHours: null, acceptanceHours: null });
    expect(maintenance(undefined)).toEqual({ due: 0, onTime: 0, late: 0, overdueOpen: 0, compliance: null });
    expect(rounds({ due: 4, recorded: 0, abnormal: 0, missed: 4 })).toMatchObject({ completion: 0, abnormalRate: null });
  });

  it('keeps downtime within the assets\' time', () => {
    expect(reliability(1, 10, 25, 1)).toEqual({ operatingHours: 0, downtimeHours: 10, mtbfHours: 0, availability: 0 });
  });

  it('rounds hours to the hundredth and rates to the ten-thousandth', () => {
    expect(repairTimes({ repairs: 3, total: 49, waiting: 35, repair: 12, acceptance: 2 })).toEqual({
      repairs: 3, hours: 16.33, waitingHours: 11.67, repairHours: 4, acceptanceHours: 0.67,
    });
    expect(reliability(3, 744, 22, 4)).toEqual({ operatingHours: 2210, downtimeHours: 22, mtbfHours: 552.5, availability: 0.9901 });
    expect(maintenance({ due: 3, onTime: 2, finished: 2, open: 1 })).toEqual({ due: 3, onTime: 2, late: 0, overdueOpen: 1, compliance: 0.6667 });
  });
});
