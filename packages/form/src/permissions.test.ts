import { describe, expect, it } from 'vitest';
import { effectiveMode, isRequired } from './permissions.js';

describe('effectiveMode', () => {
  it('w and b are writable, b forces required, r is read-only, n is hidden', () => {
    expect(effectiveMode('w')).toEqual({ mode: 'w', hidden: false, readOnly: false, forceRequired: false });
    expect(effectiveMode('b')).toEqual({ mode: 'b', hidden: false, readOnly: false, forceRequired: true });
    expect(effectiveMode('r')).toEqual({ mode: 'r', hidden: false, readOnly: true, forceRequired: false });
    expect(effectiveMode('n')).toEqual({ mode: 'n', hidden: true, readOnly: false, forceRequired: false });
  });
  it('treats no permission or an unknown one as writable', () => {
    expect(effectiveMode(undefined).mode).toBe('w');
    expect(effectiveMode('x').mode).toBe('w');
  });
  it('makes every visible field read-only on a read-only form, and keeps n hidden', () => {
    expect(effectiveMode('b', true).mode).toBe('r');
    expect(effectiveMode('w', true).mode).toBe('r');
    expect(effectiveMode('n', true).mode).toBe('n');
  });
  it('requires a field by definition or by b, never when read-only or hidden', () => {
    expect(isRequired(false, effectiveMode('b'))).toBe(true);
    expect(isRequired(true, effectiveMode('w'))).toBe(true);
    expect(isRequired(false, effectiveMode('w'))).toBe(false);
    expect(isRequired(true, effectiveMode('r'))).toBe(false);
    expect(isRequired(true, effectiveMode('n'))).toBe(false);
  });
});
