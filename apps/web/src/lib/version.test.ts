import { describe, expect, it } from 'vitest';
import { compareVersions } from './version.js';

describe('compareVersions', () => {
  it('compares dotted versions numerically, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('2.0.1.15', '2.0.1.9')).toBeGreaterThan(0);
    expect(compareVersions('0.9', '1.0')).toBeLessThan(0);
    expect(compareVersions('v1.3', '1.3.0')).toBe(0);
    expect(compareVersions('1.3.x', '1.3')).toBe(0);
  });
});
