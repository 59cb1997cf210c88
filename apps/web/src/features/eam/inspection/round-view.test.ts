import { describe, expect, it } from 'vitest';
import { newRecord } from './offline/queue.js';
import { countsOf, nextInOrder, pointViews } from './round-view.js';
import { pointRow } from './test/fixtures.js';

const record = (pointId: string, extra = {}) => ({
  ...newRecord({ userId: 'u1', taskId: 't1', pointId, pointCode: pointId, pointName: pointId, pointStatus: 'abnormal', content: '漏油', inspMethod: 'scan', items: {}, photos: [] },
    new Date('2026-03-02T00:40:00Z')),
  ...extra,
});

describe('round view', () => {
  it('lays this device\'s waiting records over the points the server still has waiting, in route order', () => {
    const points = [pointRow('p3', 3), pointRow('p1', 1, { pointStatus: 'normal' }), pointRow('p2', 2)];
    const views = pointViews(points, [record('p2'), record('p1')]);
    expect(views.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    // The server's record wins over a device record of a point it has already.
    expect(views[0]).toMatchObject({ pointStatus: 'normal', device: null });
    expect(views[1]).toMatchObject({ pointStatus: 'abnormal', operTime: '2026-03-02T00:40:00.000Z', inspMethod: 'scan', content: '漏油' });
    expect(views[1].device?.state).toBe('waiting');
    expect(countsOf(views)).toEqual({ normal: 1, abnormal: 1, none: 0, wait: 1 });
    expect(nextInOrder(views)?.id).toBe('p3');
  });

  it('keeps the server\'s status for a refused record, tagged so', () => {
    const [view] = pointViews([pointRow('p2', 2)], [record('p2', { state: 'refused', message: '读数须为数字' })]);
    expect(view.pointStatus).toBe('wait');
    expect(view.device).toMatchObject({ state: 'refused', message: '读数须为数字' });
  });
});
