import { describe, expect, it } from 'vitest';
import { compareVersions, fillPlaceholders, UndefinedPlaceholder } from './templating.js';

describe('fillPlaceholders', () => {
  it('fills from the context, encoding when asked, and names an undefined placeholder', () => {
    const ctx = { account: 'zhang min&co', userId: 'u1' };
    expect(fillPlaceholders('/a/{account}?u={userId}', ctx, encodeURIComponent)).toBe('/a/zhang%20min%26co?u=u1');
    expect(fillPlaceholders('{account}', ctx)).toBe('zhang min&co');
    expect(fillPlaceholders('/x?id={n}', { n: 7 })).toBe('/x?id=7');
    expect(() => fillPlaceholders('/x/{orgId}', ctx)).toThrow(new UndefinedPlaceholder('orgId'));
    // Inherited names are not the context's: {constructor} is as undefined as any other.
    expect(() => fillPlaceholders('{constructor}', ctx)).toThrow('constructor is not defined');
    expect(fillPlaceholders('{"a": 1}', ctx)).toBe('{"a": 1}');
  });
});

describe('compareVersions', () => {
  it('compares part by part as numbers, missing parts as 0, a leading v ignored', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('2.0.1.15', '2.0.1.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0.1', '1.2.0')).toBeGreaterThan(0);
    expect(compareVersions('v1.3', '1.3.0')).toBe(0);
    expect(compareVersions('1.3.x', '1.3')).toBe(0);
  });
});
