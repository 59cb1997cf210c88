import { describe, expect, it } from 'vitest';
import { readFixture } from '../../testing/harness.js';
import { parseBpmn, stripPlaceholder } from './parse-bpmn.js';

describe('parseBpmn', () => {
  it('Given the leave process, When parsed, Then nodes, flows, default flow and the ${} condition are read', async () => {
    const model = await parseBpmn(readFixture('leave').xml);
    expect(model.key).toBe('leave');
    expect(model.name).toBe('请假申请');
    expect(model.startId).toBe('start');
    expect(Object.keys(model.nodes)).toEqual(['start', 'deptHead', 'daysGateway', 'director', 'end']);
    expect(model.nodes.daysGateway).toMatchObject({ type: 'exclusive', defaultFlow: 'shortLeave', incoming: ['toDaysGateway'], outgoing: ['longLeave', 'shortLeave'] });
    expect(model.flows.longLeave).toEqual({ id: 'longLeave', source: 'daysGateway', target: 'director', name: '超过3天', condition: 'days > 3' });
    expect(model.problems).toEqual([]);
  });

  it('Given the document sign process, When parsed, Then the multi-instance task is a parallel sign task', async () => {
    const model = await parseBpmn(readFixture('doc-sign').xml);
    expect(model.nodes.countersign.multi).toEqual({ sequential: false });
    expect(model.flows.passed.condition).toBe("_outcome.countersign == 'pass'");
  });

  it('Given a flow to a missing element, When parsed, Then the flow keeps the id it names', async () => {
    const xml = readFixture('vehicle').xml.replace('targetRef="office" />', 'targetRef="ghost" />');
    const model = await parseBpmn(xml);
    expect(model.flows.toOffice.target).toBe('ghost');
    expect(model.problems).toEqual([]);
  });

  it('strips the ${ } wrapper of Flowable-style conditions', () => {
    expect(stripPlaceholder(' ${amount > 50000} ')).toBe('amount > 50000');
    expect(stripPlaceholder('amount > 50000')).toBe('amount > 50000');
  });
});
