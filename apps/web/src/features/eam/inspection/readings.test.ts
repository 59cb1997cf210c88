import { describe, expect, it } from 'vitest';
import { outOfRange, rangeText, readingRequired, readingState, startingValue } from './readings.js';
import { noise, oil, pressure } from './test/fixtures.js';

describe('readings', () => {
  it('judges a number against its normal range, bounds inclusive, as the server does', () => {
    const item = pressure();
    expect(readingState(item, '0.32')).toBe('normal');
    expect(readingState(item, '0.2')).toBe('normal');
    expect(readingState(item, '0.45')).toBe('normal');
    expect(readingState(item, '0.46')).toBe('abnormal');
    expect(readingState(item, '.1')).toBe('abnormal');
    expect(readingState(item, ' ')).toBe('empty');
    expect(readingState(item, '0,3')).toBe('invalid');
    expect(readingState(item, '1e2')).toBe('invalid');
    expect(readingState(item, '- 3')).toBe('invalid');
    expect(outOfRange(80, { max: 75 })).toBe(true);
    expect(outOfRange(-5, { min: null, max: 75 })).toBe(false);
  });

  it('judges a choice by its option, a text is never abnormal', () => {
    expect(readingState(oil(), 'ok')).toBe('normal');
    expect(readingState(oil(), 'low')).toBe('abnormal');
    expect(readingState(oil(), 'gone')).toBe('invalid');
    expect(readingState(noise(), '有异响')).toBe('normal');
    expect(readingRequired(noise())).toBe(false);
    expect(readingRequired(oil())).toBe(true);
  });

  it('writes the range as the hint shows it, and starts from the reading or the default', () => {
    expect(rangeText({ min: 0.2, max: 0.45 })).toBe('0.2–0.45');
    expect(rangeText({ max: 75 })).toBe('≤75');
    expect(rangeText({ min: 5, max: null })).toBe('≥5');
    expect(rangeText({})).toBe('');
    expect(startingValue(oil({ defValue: 'ok' }))).toBe('ok');
    expect(startingValue(oil({ defValue: 'ok', resultMetaData: 'low' }))).toBe('low');
    expect(startingValue(noise())).toBe('');
  });
});
