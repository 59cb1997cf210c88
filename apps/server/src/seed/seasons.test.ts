import { describe, expect, it } from 'vitest';
import { dayWithWeekday, monthFrom, nextHoliday, plantDate, seasonOf } from './seasons.js';

describe('seed seasons', () => {
  it('reads dates on the plant clock (UTC+8)', () => {
    expect(plantDate(new Date('2026-11-30T17:00:00Z'))).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('steps months across years', () => {
    expect(monthFrom(new Date('2026-01-15T04:00:00Z'), -1)).toEqual({ year: 2025, month: 12 });
    expect(monthFrom(new Date('2026-11-25T04:00:00Z'), 1)).toEqual({ year: 2026, month: 12 });
  });

  it('names the season and the next fixed holiday of the seed date', () => {
    expect(seasonOf(new Date('2026-11-25T04:00:00Z'))).toBe('winter');
    expect(seasonOf(new Date('2026-07-10T04:00:00Z'))).toBe('summer');
    expect(nextHoliday(new Date('2026-11-25T04:00:00Z'))).toMatchObject({ name: '元旦', year: 2027 });
    expect(nextHoliday(new Date('2026-04-10T04:00:00Z'))).toMatchObject({ name: '劳动节', year: 2026 });
    expect(dayWithWeekday(2027, 1, 1)).toBe('1月1日（星期五）');
  });
});
