import { describe, expect, it } from 'vitest';
import { formatPlantDate, plantDateParts } from './date-format.js';
import { renderSerial } from './identity.service.js';

describe('plant dates (Asia/Shanghai)', () => {
  it('reads an instant as Shanghai wall-clock time whatever the server zone', () => {
    // 2026-11-21 16:05:09.007 UTC is 2026-11-22 00:05:09 in Shanghai.
    const d = new Date('2026-11-21T16:05:09.007Z');
    expect(plantDateParts(d)).toEqual({ yyyy: '2026', MM: '11', dd: '22', HH: '00', mm: '05', ss: '09', SSS: '007' });
  });

  it('formats Java-style patterns, longest letters first, other characters as they are', () => {
    const d = new Date('2026-03-04T01:02:03.045Z'); // 09:02:03 in Shanghai
    expect(formatPlantDate(d, 'yyyy-MM-dd HH:mm:ss')).toBe('2026-03-04 09:02:03');
    expect(formatPlantDate(d, 'yyyy年M月d日 H时')).toBe('2026年3月4日 9时');
    expect(formatPlantDate(d, 'yy/MM/dd HH:mm:ss.SSS')).toBe('26/03/04 09:02:03.045');
    expect(formatPlantDate(d, "yyyy-MM-dd'T'HH")).toBe("2026-03-04'T'09");
  });

  it('renders serial-number rules with padded counters', () => {
    const parts = plantDateParts(new Date('2026-11-22T02:00:00Z'));
    expect(renderSerial('CG{yyyy}{MM}{dd}{NO}', parts, 1, 4)).toBe('CG202611220001');
    expect(renderSerial('QY-FW-{yyyy}-{NO}', parts, 12, 4)).toBe('QY-FW-2026-0012');
    expect(renderSerial('WX{yy}{MM}{NO}', parts, 12345, 4)).toBe('WX261112345');
  });
});
