import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { checkRemark, decideStatus, defectSummary, outOfRange, readItem, readItems, type CheckItem } from './readings.js';
import { atPlantTime, latestOccurrence, nextOccurrence, parseShifts } from './shifts.js';
import { checkOperTime, listPoints, totalCostHours } from './task-rules.js';

const pressure: CheckItem = { id: 'p', itemCode: 'outletPressure', itemName: '出口压力', type: 'number_range', unit: 'MPa', config: { min: 0.2, max: 0.45 } };
const temp: CheckItem = { id: 't', itemCode: 'bearingTemp', itemName: '轴承温度', type: 'number_range', unit: '℃', config: { min: null, max: 75 } };
const oil: CheckItem = {
  id: 'o', itemCode: 'oilLevel', itemName: '油位', type: 'radiobox', unit: null,
  config: { options: [{ code: 'normal', label: '正常', abnormal: false }, { code: 'low', label: '偏低', abnormal: false }, { code: 'none', label: '缺油', abnormal: true }] },
};
const note: CheckItem = { id: 'n', itemCode: 'other', itemName: '其他情况', type: 'input', unit: null, config: {} };
const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? `${e.key} ${String(e.vars.field ?? '')}` : String(e);
  }
  return 'no error';
};

describe('readings', () => {
  it('reads numbers against their range, bounds inclusive, a missing bound unlimited', () => {
    expect(readItem(pressure, { value: '0.45' })).toEqual({ result: '0.45', resultMeta: '0.45', valueNum: 0.45, abnormal: false, pics: [] });
    expect(readItem(pressure, { value: '0.19' }).abnormal).toBe(true);
    expect(readItem(pressure, { value: 0.3 }).valueNum).toBe(0.3);
    expect(readItem(temp, { value: '-5' }).abnormal).toBe(false);
    expect(readItem(temp, { value: '75.1' }).abnormal).toBe(true);
    expect(outOfRange(1, {})).toBe(false);
    for (const bad of ['abc', '1e3', '0x10', '1,5', '1 2', 'NaN', 'Infinity']) expect(fieldOf(() => readItem(pressure, { value: bad }))).toBe('eam.inspection.readingNumber itemData.outletPressure');
    expect(fieldOf(() => readItem(pressure, {}))).toBe('eam.inspection.readingRequired itemData.outletPressure');
  });

  it('reads options by code, an abnormal option making the reading abnormal; text as it is', () => {
    expect(readItem(oil, { value: 'low' })).toMatchObject({ result: '偏低', resultMeta: 'low', abnormal: false });
    expect(readItem(oil, { value: 'none' })).toMatchObject({ result: '缺油', abnormal: true });
    expect(fieldOf(() => readItem(oil, { value: '缺油' }))).toBe('eam.inspection.readingOption itemData.oilLevel');
    expect(readItem(note, {})).toMatchObject({ result: null, abnormal: false });
    expect(fieldOf(() => readItem(note, { value: 'x'.repeat(501) }))).toBe('eam.inspection.textTooLong itemData.other');
    expect(fieldOf(() => readItem(note, { value: 'ok', pics: 'a,b' }))).toBe('eam.inspection.itemEntry itemData.other.pics');
  });

  it('lets the readings decide the status and the remark it needs, and sums up a defect', () => {
    const readings = readItems([pressure, oil], JSON.stringify({ p: { value: '0.52' }, oilLevel: { value: 'none' } }), 'normal');
    expect(decideStatus('normal', readings)).toBe('abnormal');
    expect(decideStatus('none', readings)).toBe('none');
    expect(defectSummary([pressure, oil], readings, undefined)).toBe('出口压力 0.52 MPa（正常 0.2–0.45）；油位 缺油');
    expect(() => checkRemark('abnormal', readings, undefined)).not.toThrow();
    const fine = readItems([pressure], JSON.stringify({ p: { value: '0.3' } }), 'abnormal');
    expect(fieldOf(() => checkRemark('abnormal', fine, undefined))).toBe('eam.inspection.abnormalRemark content');
    expect(fieldOf(() => checkRemark('none', new Map(), undefined))).toBe('eam.inspection.noneReason content');
    expect(readItems([pressure], undefined, 'none').size).toBe(0);
    expect(fieldOf(() => readItems([pressure], '{"x":{}}', 'normal'))).toBe('eam.inspection.unknownItem itemData.x');
  });
});

describe('shift occurrences in plant time', () => {
  const shifts = parseShifts('["16:00","08:00","00:00","25:00","08:00"]');
  it('reads valid times of day once, in order', () => {
    expect(shifts).toEqual(['00:00', '08:00', '16:00']);
    expect(parseShifts('oops')).toEqual([]);
  });
  it('finds the next and the latest occurrence across midnight', () => {
    expect(nextOccurrence(shifts, new Date('2026-03-01T15:59:00Z'))).toEqual(atPlantTime('2026-03-02', '00:00'));
    expect(nextOccurrence(shifts, atPlantTime('2026-03-02', '00:00'))).toEqual(atPlantTime('2026-03-02', '08:00'));
    expect(latestOccurrence(shifts, atPlantTime('2026-03-02', '07:59'))).toEqual(atPlantTime('2026-03-02', '00:00'));
    expect(latestOccurrence(shifts, atPlantTime('2026-03-02', '00:00'))).toEqual(atPlantTime('2026-03-02', '00:00'));
    expect(latestOccurrence(['23:30'], atPlantTime('2026-03-02', '10:00'))).toEqual(atPlantTime('2026-03-01', '23:30'));
    expect(nextOccurrence([], new Date())).toBeNull();
  });
});

describe('task rules', () => {
  const now = new Date('2026-03-02T01:00:00Z');
  it('keeps the device time within five minutes ahead and a day before the planned start', () => {
    expect(checkOperTime('2026-03-02T09:04:00+08:00', now, '2026-03-02T00:00:00Z')).toBe('2026-03-02T01:04:00.000Z');
    expect(checkOperTime(undefined, now, '2026-03-02T00:00:00Z')).toBe(now.toISOString());
    expect(fieldOf(() => checkOperTime('2026-03-02T01:05:01Z', now, '2026-03-02T00:00:00Z'))).toBe('eam.inspection.operTimeFuture operTime');
    expect(fieldOf(() => checkOperTime('2026-02-28T23:59:59Z', now, '2026-03-02T00:00:00Z'))).toBe('eam.inspection.operTimeEarly operTime');
  });
  it('counts hours from the first to the last record and names at most ten waiting points', () => {
    expect(totalCostHours(['2026-03-02T00:10:00Z', null, '2026-03-02T01:25:00Z', '2026-03-02T00:05:00Z'])).toBe(1.33);
    expect(totalCostHours([null])).toBeNull();
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    expect(listPoints('zh-CN', names.slice(0, 2))).toBe('P1、P2');
    expect(listPoints('zh-CN', names)).toBe('P1、P2、P3、P4、P5、P6、P7、P8、P9、P10等12个');
    expect(listPoints('zh-TW', names)).toMatch(/等12個$/);
    expect(listPoints('en-US', names)).toBe('P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 2 more');
  });
});
