import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal.js';

describe('formatDecimal', () => {
  it('writes what zh-CN number formatting writes, for every sign, size and number of places', () => {
    const values = [0, -0, 0.004, -0.004, 0.005, 1, -1, 12.5, 999.999, 1000, 1234.5, -1234.5, 52000, 99999999999.99, 123456789.125, 1e-7];
    for (const places of [0, 1, 2, 4]) {
      for (const n of values) {
        const intl = n.toLocaleString('zh-CN', { minimumFractionDigits: places, maximumFractionDigits: places }).replace(/^-(0(\.0+)?)$/, '$1');
        expect(formatDecimal(n, places), `${n} with ${places} places`).toBe(intl);
      }
    }
  });

  it('keeps two places by default', () => {
    expect(formatDecimal(52000)).toBe('52,000.00');
  });
});
