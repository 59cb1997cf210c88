import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.js';
import { hours, hoursSince, meterProgress, reading, triggerWords } from './format.js';

const meter = { kind: 'meter', meterId: 'm1', meterName: '运行小时', meterKind: 'hours', meterUnit: 'h', every: 2000, lastServiceReading: 10_000,
  dueReading: 12_000, currentReading: 11_500, averagePerDay: 20, projectedDate: '2025-07-01' } as const;

describe('maintenance formats', () => {
  it('writes hours with at most one decimal', () => {
    expect(hours(1.25)).toBe('1.3');
    expect(hours(2)).toBe('2');
  });

  it('counts the hours since the start, at least 0.1, at most 1000', () => {
    const start = '2025-06-05T08:00:00.000Z';
    expect(hoursSince(start, Date.parse('2025-06-05T10:30:00.000Z'))).toBe(2.5);
    expect(hoursSince(start, Date.parse('2025-06-05T08:00:10.000Z'))).toBe(0.1);
    expect(hoursSince(start, Date.parse('2026-06-05T08:00:00.000Z'))).toBe(1000);
    expect(hoursSince(null, Date.now())).toBe(0);
  });

  it('says each trigger in words, in the screen language', async () => {
    await i18n.changeLanguage('zh-CN');
    const t = i18n.getFixedT('zh-CN', 'eamMaintenance');
    expect(triggerWords({ kind: 'fixed', every: 1, unit: 'month', startDate: '2025-01-05' }, t)).toBe('固定周期：每 1 个月（自 2025-01-05 起）');
    expect(triggerWords({ kind: 'completion', every: 2, unit: 'week', startDate: '2025-01-05' }, t)).toBe('完成后：每 2 周');
    expect(triggerWords(meter, t)).toBe('按读数：每 2,000 h（运行小时）');
    const en = i18n.getFixedT('en-US', 'eamMaintenance');
    expect(triggerWords({ kind: 'fixed', every: 1, unit: 'month', startDate: '2025-01-05' }, en)).toBe('Every 1 month, fixed schedule from 2025-01-05');
    expect(triggerWords({ kind: 'completion', every: 3, unit: 'day', startDate: '2025-01-05' }, en)).toBe('3 days after each completion');
    const tw = i18n.getFixedT('zh-TW', 'eamMaintenance');
    expect(triggerWords({ kind: 'completion', every: 2, unit: 'week', startDate: '2025-01-05' }, tw)).toBe('完成後：每 2 週');
  });

  it('shows how far a meter is towards its next service', () => {
    expect(meterProgress(meter)).toBe(0.75);
    expect(meterProgress({ ...meter, currentReading: 13_000 })).toBe(1);
    expect(meterProgress({ ...meter, currentReading: null })).toBeNull();
    expect(reading(12_000, 'h')).toBe('12,000 h');
  });
});
