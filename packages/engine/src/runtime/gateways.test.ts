import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';
import { DefinitionError } from '../errors.js';

describe('start', () => {
  it('Given the leave process, When chenjing starts it, Then her department head gets a task and the start is recorded', async () => {
    const c = new Case(await loadFixture('leave'));
    const { state, effects } = c.start('chenjing', { days: 2, reason: '家事' });
    expect(state).toMatchObject({ status: 'running', starterId: 'chenjing', subject: '请假申请（2天）', revision: 1, vars: { days: 2 } });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.taskOf('wangfang')).toMatchObject({ status: 'NORMAL', assigneeId: 'wangfang', name: '部门负责人审批', dueAt: '2026-03-03T08:01:00.000Z' });
    expect(effects.filter((e) => e.type === 'timer')).toHaveLength(1);
    expect(c.records().map((r) => [r.status, r.auditorId, r.qualified])).toEqual([
      ['start', 'chenjing', []],
      ['awaiting_check', null, ['wangfang']],
    ]);
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'newTask', userIds: ['wangfang'], taskId: c.taskOf('wangfang').id }]);
  });

  it('Given a subject, When started, Then it wins over the template', async () => {
    const c = new Case(await loadFixture('leave'));
    c.do({ type: 'start', starterId: 'chenjing', vars: { days: 1 }, subject: '陈静请假' });
    expect(c.current.subject).toBe('陈静请假');
  });

  it('refuses an unknown starter and a second start', async () => {
    const c = new Case(await loadFixture('leave'));
    c.refuse({ type: 'start', starterId: 'ghost' }, 'UNKNOWN_USER');
    c.start('chenjing', { days: 1 });
    c.refuse({ type: 'start', starterId: 'chenjing' }, 'BAD_COMMAND');
  });
});

describe('exclusive gateway', () => {
  it('Given a leave of 2 days, When the head agrees, Then the default branch ends the instance', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.complete('wangfang');
    expect(c.current).toMatchObject({ status: 'end', tasks: [], tokens: [], endedAt: '2026-03-02T08:02:00.000Z' });
    expect(c.statuses()).toEqual(['start', 'agree', 'end']);
    expect(c.last('notify')).toContainEqual({ type: 'notify', kind: 'end', userIds: ['chenjing'] });
  });

  it('Given a leave of 5 days, When the head agrees, Then the director must approve too', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
    expect(c.records().map((r) => [r.nodeId, r.status, r.auditorId])).toEqual([
      ['start', 'start', 'chenjing'],
      ['deptHead', 'agree', 'wangfang'],
      ['director', 'agree', 'zhangwei'],
      ['end', 'end', null],
    ]);
  });

  it('Given a purchase, When the amount is changed by the approver, Then the gateway reads the new value', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 30_000 });
    c.complete('wangfang', 'agree', { vars: { amount: 80_000 } });
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given a purchase of 30,000, When approved, Then it ends without the director', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 30_000 });
    c.complete('wangfang');
    expect(c.current.status).toBe('end');
  });
});

describe('parallel gateway', () => {
  it('Given an equipment repair, When started, Then both department heads get a task at once', async () => {
    const c = new Case(await loadFixture('repair'));
    c.start('heping', { device: '2号鼓风机' });
    expect(c.current.subject).toBe('设备维修申请：2号鼓风机');
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'], safetyHead: ['zhaoli'] });
    expect(c.current.tokens).toHaveLength(2);
  });

  it('When one branch finishes, Then the join waits; when the other finishes, Then it fires exactly once', async () => {
    const c = new Case(await loadFixture('repair'));
    c.start('heping', { device: '2号鼓风机' });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'] });
    expect(c.current.joins.join).toHaveLength(1);
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.current.joins).toEqual({});
    expect(c.current.tokens).toHaveLength(1);
    expect(c.visits.filter((v) => v.nodeId === 'join')).toHaveLength(1);
    // The director's "previous step" is both branches.
    expect(c.current.prevOf.director).toEqual(['equipmentHead', 'safetyHead']);
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });
});

describe('inclusive gateway', () => {
  it('Given only travel expenses, When started, Then only the office reviews and the join fires after it', async () => {
    const c = new Case(await loadFixture('expense'));
    c.start('chenjing', { types: ['travel'], total: 1200 });
    expect(c.waiting()).toEqual({ office: ['sunyan'] });
    c.complete('sunyan');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given travel and material expenses, When one review is done, Then the join waits for the other', async () => {
    const c = new Case(await loadFixture('expense'));
    c.start('chenjing', { types: ['travel', 'material'], total: 5200 });
    expect(c.waiting()).toEqual({ office: ['sunyan'], equipment: ['liqiang'] });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ office: ['sunyan'] });
    expect(c.current.joins.typeJoin).toHaveLength(1);
    c.complete('sunyan');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.visits.filter((v) => v.nodeId === 'typeJoin')).toHaveLength(1);
  });

  it('Given no reviewed expense type, When started, Then the default flow goes straight to the director', async () => {
    const c = new Case(await loadFixture('expense'));
    c.start('chenjing', { types: ['meal'], total: 80 });
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given no condition holds and no default, When started, Then NO_PATH refuses the start', async () => {
    const def = await loadFixture('expense', { xml: (xml) => xml.replace(' default="noReview"', '').replace('<bpmn:sequenceFlow id="noReview" sourceRef="typeSplit" targetRef="typeJoin" />', '<bpmn:sequenceFlow id="noReview" sourceRef="typeSplit" targetRef="typeJoin"><bpmn:conditionExpression>total &lt; 0</bpmn:conditionExpression></bpmn:sequenceFlow>') });
    const c = new Case(def);
    c.refuse({ type: 'start', starterId: 'chenjing', vars: { types: [], total: 10 } }, 'NO_PATH');
  });
});

describe('a model that joins exclusive branches with a parallel gateway', () => {
  // The leave process with both branches of its days gateway led into one parallel join.
  const joinedBranches = (xml: string) => xml
    .replace('<bpmn:endEvent id="end" name="结束" />', '<bpmn:parallelGateway id="badJoin" /><bpmn:endEvent id="end" name="结束" />')
    .replace('<bpmn:sequenceFlow id="shortLeave" name="3天以内" sourceRef="daysGateway" targetRef="end" />', '<bpmn:sequenceFlow id="shortLeave" name="3天以内" sourceRef="daysGateway" targetRef="badJoin" />')
    .replace('<bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="end" />', '<bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="badJoin" /><bpmn:sequenceFlow id="joined" sourceRef="badJoin" targetRef="end" />');

  it('is refused at deploy, naming the join, both flows and the exclusive gateway', async () => {
    const error = await loadFixture('leave', { xml: joinedBranches }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).problems).toEqual([
      "Parallel gateway 'badJoin' joins sequence flow 'shortLeave' (3天以内) and sequence flow 'directorDone', which come from different outgoing flows of exclusive gateway 'daysGateway' (请假天数): only one of them is ever taken, so the join would wait for ever; merge them with an exclusive gateway instead",
    ]);
  });

  it('refuses, at run time, the step that would leave the join waiting for ever, where a loop hides the choice from the deploy check', async () => {
    // The director may send the case back to themself: the director's branch then starts at a merge, not at the choice.
    const def = await loadFixture('leave', {
      xml: (xml) => joinedBranches(xml)
        .replace('<bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="badJoin" />', '<bpmn:exclusiveGateway id="redo" default="directorDone" /><bpmn:sequenceFlow id="toRedo" sourceRef="director" targetRef="redo" /><bpmn:sequenceFlow id="directorDone" sourceRef="redo" targetRef="badJoin" /><bpmn:sequenceFlow id="again" sourceRef="redo" targetRef="director"><bpmn:conditionExpression>_outcome.director == \'oppose\'</bpmn:conditionExpression></bpmn:sequenceFlow>'),
    });
    const c = new Case(def);
    c.start('chenjing', { days: 1 });
    const error = c.refuse({ type: 'complete', taskId: c.taskOf('wangfang').id, userId: 'wangfang', action: 'agree' }, 'NO_PATH');
    expect(error.message).toMatch(/^Parallel join 'badJoin' waits for branches that can no longer arrive/);
  });
});
