import { describe, expect, it } from 'vitest';
import { depreciate } from './depreciation.js';

// 120 000 yuan, 5 % residual, 10 years: 114 000 over 120 months, 950 a month.
const pump = { originalUnitPrice: 120_000, residualsRate: 0.05, serviceLife: 10 };

describe('straight-line depreciation by month', () => {
  it('takes nothing in the month of registration', () => {
    expect(depreciate({ ...pump, registerDate: '2026-03-05', asOf: '2026-03-31' })).toEqual({
      residualsPrice: 6000, monthDepreciationPrice: 950, depreciatedMonths: 0, accumulatedDepreciation: 0, currentYearDepreciation: 0, navPrice: 120_000,
    });
  });

  it('starts in the month after registration', () => {
    const d = depreciate({ ...pump, registerDate: '2026-03-31', asOf: '2026-04-01' });
    expect([d.depreciatedMonths, d.accumulatedDepreciation, d.navPrice]).toEqual([1, 950, 119_050]);
  });

  it('counts this calendar year only in currentYearDepreciation, mid-year', () => {
    const d = depreciate({ ...pump, registerDate: '2024-10-20', asOf: '2026-06-15' });
    // Nov 2024 .. Jun 2026: 2 + 12 + 6 months; this year Jan .. Jun.
    expect(d.depreciatedMonths).toBe(20);
    expect(d.accumulatedDepreciation).toBe(19_000);
    expect(d.currentYearDepreciation).toBe(5700);
    expect(d.navPrice).toBe(101_000);
  });

  it('counts only the months since registration when registered this year', () => {
    const d = depreciate({ ...pump, registerDate: '2026-02-10', asOf: '2026-06-15' });
    expect([d.depreciatedMonths, d.currentYearDepreciation]).toEqual([4, 3800]);
  });

  it('stops at the residual value when fully depreciated, and takes nothing more this year', () => {
    const d = depreciate({ ...pump, registerDate: '2012-05-01', asOf: '2026-06-15' });
    expect(d).toMatchObject({ depreciatedMonths: 120, accumulatedDepreciation: 114_000, currentYearDepreciation: 0, navPrice: 6000 });
  });

  it('takes the rest in the last month, so the net value ends exactly at the residual value', () => {
    // 10 000 over 3 years, no residual: 277.777… a month.
    const base = { originalUnitPrice: 10_000, residualsRate: 0, serviceLife: 3, registerDate: '2023-01-15' };
    expect(depreciate({ ...base, asOf: '2025-12-31' })).toMatchObject({ depreciatedMonths: 35, accumulatedDepreciation: 9722.22, navPrice: 277.78 });
    expect(depreciate({ ...base, asOf: '2026-01-01' })).toMatchObject({ depreciatedMonths: 36, accumulatedDepreciation: 10_000, navPrice: 0, currentYearDepreciation: 277.78 });
    expect(depreciate({ ...base, asOf: '2027-01-01' })).toMatchObject({ navPrice: 0, currentYearDepreciation: 0 });
  });

  it('ends within the year it runs out in, the year\'s figure holding only the months left', () => {
    const d = depreciate({ ...pump, registerDate: '2016-03-10', asOf: '2026-12-31' });
    // Apr 2016 .. Mar 2026 are the 120 months: this year Jan .. Mar.
    expect([d.depreciatedMonths, d.currentYearDepreciation, d.navPrice]).toEqual([120, 2850, 6000]);
  });
});
