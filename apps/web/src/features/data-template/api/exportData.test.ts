import { afterEach, describe, expect, it } from 'vitest';
import { exportFileName } from './exportData.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('export file name', () => {
  it('carries the date where the user is, not the UTC date (07:30 in Beijing is still the day before in UTC)', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(exportFileName('化验数据', new Date('2026-11-19T23:30:00Z'))).toBe('化验数据-2026-11-20.xlsx');
  });
});
