import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/uc/uc/electronicSeal/v1/getElectronicSeal?password=S3cret%21&x=1'))
      .toBe('/uc/uc/electronicSeal/v1/getElectronicSeal?password=%5Bredacted%5D&x=1');
    expect(redactUrl('/login?token=eyJabc&next=%2Fwork')).toBe('/login?token=%5Bredacted%5D&next=%2Fwork');
    expect(redactUrl('/a?Password=x')).toBe('/a?Password=%5Bredacted%5D');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/bpm-runtime/runtime/task/v1/getTodoList')).toBe('/bpm-runtime/runtime/task/v1/getTodoList');
    expect(redactUrl('/a?b=1&c=%E4%B8%AD')).toBe('/a?b=1&c=%E4%B8%AD');
  });
});
