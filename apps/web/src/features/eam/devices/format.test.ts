import { describe, expect, it } from 'vitest';
import { expiryOf, money, percent } from './format.js';

describe('asset formats', () => {
  it('writes money as ¥ with thousands separators and two decimals', () => {
    expect(money(1234567.8)).toBe('¥1,234,567.80');
    expect(money(0)).toBe('¥0.00');
    expect(money(999.999)).toBe('¥1,000.00');
    expect(money(-1500)).toBe('-¥1,500.00');
    expect(money(null)).toBe('');
  });

  it('writes a rate as percent, whether sent as a fraction or in percent', () => {
    expect(percent(0.05)).toBe('5%');
    expect(percent(0.035)).toBe('3.5%');
    expect(percent(5)).toBe('5%');
  });

  it('flags an end date past or within 30 days', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    expect(expiryOf('2026-11-25', now)).toEqual({ state: 'expired' });
    expect(expiryOf('2026-11-26', now)).toEqual({ state: 'soon', days: 0 });
    expect(expiryOf('2026-12-26', now)).toEqual({ state: 'soon', days: 30 });
    expect(expiryOf('2026-12-27', now)).toEqual({ state: 'ok' });
    expect(expiryOf(null, now)).toBeNull();
  });
});
