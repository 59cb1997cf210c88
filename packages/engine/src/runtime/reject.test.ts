import { describe, expect, it } from 'vitest';
import { Case, loadFixture, rejectBy } from '../../testing/harness.js';
import { afterJumpNodes } from '../definition/compile.js';

async function leaveAtDirector() {
  const c = new Case(await loadFixture('leave'));
  c.start('chenjing', { days: 5 });
  c.complete('wangfang');
  return c;
}


describe('reject to the previous step', () => {
  it('Given the director holds a long leave, When he rejects to the previous step, Then the head gets it back as BACK', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'rejectPre');
    expect(c.current.status).toBe('back');
    expect(c.taskOf('wangfang')).toMatchObject({ nodeId: 'deptHead', status: 'BACK' });
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'reject', userIds: ['wangfang'], taskId: c.taskOf('wangfang').id }]);
    expect(c.records().filter((r) => r.nodeId === 'director').map((r) => [r.status, r.auditorId, r.opinion])).toEqual([['reject', 'zhangwei', '材料不全，请补充']]);
  });

  it('When the head agrees again (rewalk), Then the flow runs through the gateway to the director again', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'rejectPre');
    c.complete('wangfang');
    expect(c.current.status).toBe('running');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given the first task after the start, When rejected to the previous step, Then the starter gets it back', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    rejectBy(c, 'wangfang', 'rejectPre');
    expect(c.current.status).toBe('backToStart');
    expect(c.taskOf('chenjing')).toMatchObject({ nodeId: 'start', status: 'BACK' });
  });

  it('refuses a reject without an opinion where opinions are required', async () => {
    const c = await leaveAtDirector();
    c.refuse({ type: 'reject', taskId: c.taskOf('zhangwei').id, userId: 'zhangwei', mode: 'rejectPre', opinion: '  ' }, 'OPINION_REQUIRED');
  });
});

describe('reject to the start (驳回发起人) and resubmission', () => {
  it('When the director sends it back to the starter and she resubmits, Then it walks the flow again from the start', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'backToStart');
    expect(c.current.status).toBe('backToStart');
    expect(c.current.tokens).toEqual([expect.objectContaining({ nodeId: 'start' })]);
    c.do({ type: 'complete', taskId: c.taskOf('chenjing').id, userId: 'chenjing', action: 'agree', opinion: '已补充材料', vars: { days: 2 } });
    expect(c.current.status).toBe('running');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.records().map((r) => r.status)).toEqual(['start', 'agree', 'backToStart', 'reSubmit', 'awaiting_check']);
    // Shortened to 2 days on resubmission: now the head's approval ends it.
    c.complete('wangfang');
    expect(c.current.status).toBe('end');
  });

  it('Given direct resubmission, When the starter resubmits, Then it goes straight back to the director', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'backToStart', { resubmit: 'direct' });
    c.complete('chenjing');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.taskOf('zhangwei').status).toBe('NORMAL');
  });

  it('Given a node set to direct resubmission, When it rejects without saying, Then the setting applies', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 80_000 });
    c.complete('wangfang');
    rejectBy(c, 'zhangwei', 'backToStart');
    c.complete('chenjing');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given the starter holds the returned task, Then only submit and end are offered there', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'backToStart');
    const task = c.taskOf('chenjing');
    c.refuse({ type: 'complete', taskId: task.id, userId: 'chenjing', action: 'oppose' }, 'NOT_ALLOWED');
    c.refuse({ type: 'reject', taskId: task.id, userId: 'chenjing', mode: 'rejectPre', opinion: 'x' }, 'NOT_ALLOWED');
  });
});

describe('reject to a chosen node', () => {
  it('lists only earlier user tasks as targets: never the start, the end or gateways', async () => {
    const def = await loadFixture('leave');
    expect(afterJumpNodes(def, 'director').map((n) => n.id)).toEqual(['deptHead']);
    expect(afterJumpNodes(def, 'deptHead')).toEqual([]);
    const repair = await loadFixture('repair');
    expect(afterJumpNodes(repair, 'director').map((n) => n.id)).toEqual(['equipmentHead', 'safetyHead']);
  });

  it('When the director rejects to the head node, Then the head gets it back', async () => {
    const c = await leaveAtDirector();
    rejectBy(c, 'zhangwei', 'reject', { targetNodeId: 'deptHead' });
    expect(c.taskOf('wangfang').status).toBe('BACK');
  });

  it('refuses targets that are not earlier user tasks', async () => {
    const c = await leaveAtDirector();
    const taskId = c.taskOf('zhangwei').id;
    for (const target of ['start', 'end', 'daysGateway', 'director', 'ghost', undefined]) {
      c.refuse({ type: 'reject', taskId, userId: 'zhangwei', mode: 'reject', targetNodeId: target, opinion: '退回' }, 'BAD_TARGET');
    }
  });

  it('refuses modes the node does not offer', async () => {
    const def = await loadFixture('leave', { settings: (s) => { s.nodes.director.rejectModes = ['rejectPre']; } });
    const c = new Case(def);
    c.start('chenjing', { days: 5 });
    c.complete('wangfang');
    const taskId = c.taskOf('zhangwei').id;
    c.refuse({ type: 'reject', taskId, userId: 'zhangwei', mode: 'backToStart', opinion: '退回' }, 'NOT_ALLOWED');
    c.refuse({ type: 'reject', taskId, userId: 'zhangwei', mode: 'reject', targetNodeId: 'deptHead', opinion: '退回' }, 'NOT_ALLOWED');
    rejectBy(c, 'zhangwei', 'rejectPre');
    expect(c.taskOf('wangfang').status).toBe('BACK');
  });
});

describe('reject with parallel branches', () => {
  async function repair() {
    const c = new Case(await loadFixture('repair'));
    c.start('heping', { device: '1号提升泵' });
    return c;
  }

  it('Given both heads review, When one sends it back to the starter, Then the other branch is withdrawn too', async () => {
    const c = await repair();
    rejectBy(c, 'liqiang', 'backToStart');
    expect(c.waiting()).toEqual({ start: ['heping'] });
    expect(c.current.tokens).toHaveLength(1);
    expect(c.records().find((r) => r.qualified.includes('zhaoli'))?.status).toBe('retracted');
    c.complete('heping');
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'], safetyHead: ['zhaoli'] });
  });

  it('Given direct resubmission from a branch, When the starter resubmits, Then both branches that were waiting reopen', async () => {
    const c = await repair();
    rejectBy(c, 'liqiang', 'backToStart', { resubmit: 'direct' });
    c.complete('heping');
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'], safetyHead: ['zhaoli'] });
    c.complete('zhaoli');
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given the director after the join, When he rejects to the previous step, Then both heads get it back and the join waits for both', async () => {
    const c = await repair();
    c.complete('liqiang');
    c.complete('zhaoli');
    rejectBy(c, 'zhangwei', 'rejectPre');
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'], safetyHead: ['zhaoli'] });
    expect(c.current.tasks.every((t) => t.status === 'BACK')).toBe(true);
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ safetyHead: ['zhaoli'] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given the director after the join, When he rejects to one branch, Then only that head redoes it and the join fires after', async () => {
    const c = await repair();
    c.complete('liqiang');
    c.complete('zhaoli');
    rejectBy(c, 'zhangwei', 'reject', { targetNodeId: 'equipmentHead' });
    expect(c.waiting()).toEqual({ equipmentHead: ['liqiang'] });
    expect(c.current.joins.join).toEqual([{ flowId: 'safetyDone', prev: ['safetyHead'] }]);
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given that reject with direct resubmission, When the head agrees, Then it returns to the director at once', async () => {
    const c = await repair();
    c.complete('liqiang');
    c.complete('zhaoli');
    rejectBy(c, 'zhangwei', 'reject', { targetNodeId: 'equipmentHead', resubmit: 'direct' });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.current.joins).toEqual({});
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });

  it('Given two steps in one branch, When the second rejects to the first, Then the other branch is left alone', async () => {
    const def = await loadFixture('repair', {
      xml: (xml) => xml
        .replace('<bpmn:userTask id="safetyHead" name="安全环保部审核" />', '<bpmn:userTask id="safetyHead" name="安全环保部审核" /><bpmn:userTask id="equipmentCheck" name="设备管理员复核" />')
        .replace('<bpmn:sequenceFlow id="equipmentDone" sourceRef="equipmentHead" targetRef="join" />', '<bpmn:sequenceFlow id="equipmentDone" sourceRef="equipmentHead" targetRef="equipmentCheck" /><bpmn:sequenceFlow id="checkDone" sourceRef="equipmentCheck" targetRef="join" />'),
      settings: (s) => { s.nodes.equipmentCheck = { assignees: [{ type: 'role', codes: ['equipAdmin'] }] }; },
    });
    const c = new Case(def);
    c.start('heping', { device: '1号提升泵' });
    c.complete('liqiang');
    const safetyTask = c.taskOf('zhaoli');
    rejectBy(c, 'zhangmin', 'rejectPre');
    expect(c.waiting()).toEqual({ safetyHead: ['zhaoli'], equipmentHead: ['liqiang'] });
    expect(c.taskOf('zhaoli')).toEqual(safetyTask);
    expect(c.current.status).toBe('back');
    c.complete('zhaoli');
    c.complete('liqiang');
    expect(c.current.status).toBe('running');
    c.complete('zhangmin');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });
});
