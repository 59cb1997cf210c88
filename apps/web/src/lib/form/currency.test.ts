import { describe, expect, it } from 'vitest';
import { currencyToChinese, parseAmount } from './currency.js';

const text = (v: string | number) => {
  const r = currencyToChinese(v);
  return r.ok ? r.text : `!${r.reason}`;
};

describe('currencyToChinese', () => {
  it.each([
    [0, '零元整'],
    ['0.00', '零元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100000, '壹拾万元整'],
    [1010.05, '壹仟零壹拾元零伍分'],
    [10, '壹拾元整'],
    [1001, '壹仟零壹元整'],
    ['1,234.5', '壹仟贰佰叁拾肆元伍角'],
    ['0.05', '伍分'],
    ['.5', '伍角'],
    ['5.', '伍元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [1000000001, '壹拾亿零壹元整'],
    [20000300, '贰仟万零叁佰元整'],
    ['00012', '壹拾贰元整'],
    ['99999999999.99', '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s -> %s', (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it('keeps two decimals by cutting off the rest, never rounding', () => {
    expect(text('1.999')).toBe('壹元玖角玖分');
    expect(text(0.129)).toBe('壹角贰分');
    // Rounding would give 100000000000.00, over the limit; cut off it stays the largest amount.
    expect(text('99999999999.999')).toBe(text('99999999999.99'));
    // Floating-point noise of the sum does not matter.
    expect(text(0.1 + 0.2)).toBe('叁角');
  });

  it('refuses amounts above 99999999999.99', () => {
    expect(currencyToChinese('100000000000')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(currencyToChinese(1e12)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(currencyToChinese(1e25)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('accepts only digits, commas and one dot', () => {
    for (const bad of ['12a', '-5', '1.2.3', '1e5', '¥12', '1 000', '.', ',', '12.3,4', '+1']) {
      expect(currencyToChinese(bad), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(currencyToChinese(-1)).toEqual({ ok: false, reason: 'invalid' });
    expect(currencyToChinese(Number.NaN)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports nothing typed as empty', () => {
    expect(currencyToChinese('')).toEqual({ ok: false, reason: 'empty' });
    expect(currencyToChinese('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(currencyToChinese(null)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('parseAmount', () => {
  it('drops commas and keeps two decimals', () => {
    expect(parseAmount('1,234.567')).toBe(1234.56);
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
