import { describe, expect, it } from 'vitest';
import { formatSize } from './size.js';

describe('formatSize', () => {
  it('shows megabytes with two decimals above 1 MB, otherwise kilobytes', () => {
    expect(formatSize(0)).toBe('0.00KB');
    expect(formatSize(512)).toBe('0.50KB');
    expect(formatSize(1536)).toBe('1.50KB');
    expect(formatSize(1024 * 1024)).toBe('1024.00KB');
    expect(formatSize(1024 * 1024 + 1)).toBe('1.00MB');
    expect(formatSize(5.5 * 1024 * 1024)).toBe('5.50MB');
  });
  it('shows nothing for an unknown size', () => {
    expect(formatSize(undefined)).toBe('');
    expect(formatSize(-1)).toBe('');
  });
});
