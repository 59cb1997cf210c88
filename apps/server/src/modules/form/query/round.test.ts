import { describe, expect, it } from 'vitest';
import { roundTo } from './sources.repository.js';

describe('roundTo', () => {
  it('rounds a half up whatever float noise the figure carries, and keeps null', () => {
    expect(roundTo(11.145, 2)).toBe(11.15);
    expect(roundTo(11.144999999999998, 2)).toBe(11.15);
    expect(roundTo(11.145000000000001, 2)).toBe(11.15);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo('7.125', 2)).toBe(7.13);
    expect(roundTo(-2.5, 0)).toBe(-2);
    expect(roundTo(12.3, 0)).toBe(12);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1.5e21, 2)).toBe(1.5e21);
    expect(roundTo(null, 2)).toBeNull();
  });
});
