import { describe, expect, it } from 'vitest';
import { readEamKpiColumnParam } from './columns.js';

describe('an asset-KPI column param', () => {
  it('reads an empty param as this month over the whole plant', () => {
    expect(readEamKpiColumnParam(null)).toEqual({ range: 'thisMonth' });
    expect(readEamKpiColumnParam('  ')).toEqual({ range: 'thisMonth' });
  });

  it('keeps the range and trimmed ids it knows', () => {
    expect(readEamKpiColumnParam('{"range":"thisYear","categoryId":" c1 ","groupId":"g2"}')).toEqual({ range: 'thisYear', categoryId: 'c1', groupId: 'g2' });
    expect(readEamKpiColumnParam('{"range":"last3Months"}')).toEqual({ range: 'last3Months' });
  });

  it.each([
    ['not JSON', '{range'],
    ['not an object', '[1]'],
    ['null', 'null'],
    ['an unknown range', '{"range":"lastWeek"}'],
    ['an unknown key', '{"range":"thisYear","team":"x"}'],
    ['an empty id', '{"categoryId":"  "}'],
    ['an id that is not text', '{"groupId":7}'],
    ['an id over 64 characters', JSON.stringify({ categoryId: 'x'.repeat(65) })],
  ])('refuses %s', (_, param) => {
    expect(readEamKpiColumnParam(param)).toBeNull();
  });
});
