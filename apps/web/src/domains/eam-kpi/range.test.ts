import { describe, expect, it } from 'vitest';
import { formatCount, formatHours, formatRate } from './format.js';
import { customRangeProblem, defaultGranularity, isDay, plantToday, presetDays, spanDays } from './range.js';

describe('KPI ranges', () => {
  it('counts today in the plant, whatever the phone\'s zone', () => {
    expect(plantToday(new Date('2026-04-14T15:59:00.000Z'))).toBe('2026-04-14');
    expect(plantToday(new Date('2026-04-14T16:00:00.000Z'))).toBe('2026-04-15');
  });

  it('runs each preset from the first day of a month to today, across a year\'s start', () => {
    expect(presetDays('thisMonth', '2026-04-15')).toEqual({ from: '2026-04-01', to: '2026-04-15' });
    expect(presetDays('last3Months', '2026-04-15')).toEqual({ from: '2026-02-01', to: '2026-04-15' });
    expect(presetDays('last3Months', '2026-01-31')).toEqual({ from: '2025-11-01', to: '2026-01-31' });
    expect(presetDays('thisYear', '2026-04-15')).toEqual({ from: '2026-01-01', to: '2026-04-15' });
    expect(presetDays('last12Months', '2026-04-15')).toEqual({ from: '2025-05-01', to: '2026-04-15' });
  });

  it('checks a custom range as the server does: real days, in order, shorter than three years', () => {
    expect([isDay('2024-02-29'), isDay('2026-02-29'), isDay('2026-3-1'), isDay(''), isDay(null)]).toEqual([true, false, false, false, false]);
    expect(customRangeProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(customRangeProblem('2023-03-01', '2026-03-01')).toBe('tooLong');
    expect(customRangeProblem('2023-03-01', '2026-02-28')).toBeNull();
    expect(spanDays('2026-03-01', '2026-03-31')).toBe(31);
    expect([defaultGranularity('2026-02-01', '2026-04-15'), defaultGranularity('2025-05-01', '2026-04-15')]).toEqual(['week', 'month']);
  });
});

describe('KPI numbers', () => {
  it('reads hours, rates and counts, and a missing figure as —', () => {
    expect([formatHours(552.5), formatHours(16.33), formatHours(4), formatHours(1992), formatHours(12345.6), formatHours(null)]).toEqual(['552.5', '16.3', '4', '1,992', '12,346', '—']);
    expect([formatRate(0.9901), formatRate(1), formatRate(0), formatRate(0.33335), formatRate(null)]).toEqual(['99.0%', '100.0%', '0.0%', '33.3%', '—']);
    expect([formatRate(0.99954), formatRate(0.99999), formatRate(0.9994)]).toEqual(['99.95%', '99.99%', '99.9%']);
    expect([formatCount(2210), formatCount(0), formatCount(undefined)]).toEqual(['2,210', '0', '—']);
  });
});
