import { describe, expect, it } from 'vitest';
import { timeLag, timeLagParts } from './time-lag.js';
import { pickableNodes } from './node-picker.js';

describe('time lag', () => {
  const t = (k: string, v?: Record<string, number>) => `${k}:${v?.count ?? ''}`;
  it('shows days and hours, hours and minutes, or less than a minute', () => {
    expect(timeLagParts(timeLag('2026-11-20T08:00:00Z', '2026-11-22T11:30:00Z'), t)).toBe('lag.days:2lag.hours:3');
    expect(timeLagParts(timeLag('2026-11-22T08:00:00Z', '2026-11-22T09:05:00Z'), t)).toBe('lag.hours:1lag.minutes:5');
    expect(timeLagParts(timeLag('2026-11-22T08:00:00Z', '2026-11-22T08:00:59Z'), t)).toBe('lag.lessThanMinute:');
    expect(timeLag('2026-11-22T08:00:00Z', '2026-11-22T07:00:00Z')).toBe('lessThanMinute');
  });
});

describe('reject node picker', () => {
  it('hides START, END and the three gateway types', () => {
    const nodes = ['START', 'userTask', 'EXCLUSIVEGATEWAY', 'PARALLELGATEWAY', 'INCLUSIVEGATEWAY', 'END', 'SIGNTASK', 'exclusive', 'userTask']
      .map((nodeType, i) => ({ nodeId: `n${i}`, nodeType }));
    expect(pickableNodes(nodes).map((n) => n.nodeId)).toEqual(['n1', 'n6', 'n8']);
  });
});
