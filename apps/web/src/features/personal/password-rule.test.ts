import { describe, expect, it } from 'vitest';
import { meetsPasswordRule } from './password-rule.js';

describe('meetsPasswordRule', () => {
  it.each([
    ['Better2027', true],
    ['abcdefg1', true],
    ['a1'.repeat(32), true],
    ['abc1234', false], // 7 characters
    ['a1'.repeat(32) + 'x', false], // 65 characters
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['', false],
  ])('%s -> %s', (pwd, ok) => {
    expect(meetsPasswordRule(pwd)).toBe(ok);
  });
});
