import { describe, expect, it } from 'vitest';
import { Case, loadFixture, rejectBy } from '../../testing/harness.js';
import { afterJumpNodes, compileDefinition } from '../definition/compile.js';
import { diagramStatus, predictPath } from './queries.js';
import { plantDirectory } from '../../testing/plant-directory.js';

// overhaul: start → deptHead → checks { split → equipment → end | safety → labTests { lab } → end } → director → end

async function atChecks() {
  const c = new Case(await loadFixture('overhaul'));
  c.start('chenjing');
  c.complete('wangfang');
  return c;
}

async function atDirector() {
  const c = await atChecks();
  c.complete('liqiang');
  c.complete('zhaoli');
  c.complete('zhengyu');
  return c;
}


describe('embedded sub-process: entering and leaving the scope', () => {
  it('Given the head agrees, When the flow enters the sub-process, Then it starts at its start event and both inner branches open', async () => {
    const c = await atChecks();
    expect(c.waiting()).toEqual({ equipment: ['liqiang'], safety: ['zhaoli'] });
    const status = diagramStatus(c.def, c.current);
    expect([status.deptHead, status.checks, status.checksStart, status.labTests, status.director]).toEqual(['done', 'current', 'done', 'untouched', 'untouched']);
  });

  it('When one inner branch reaches its end event, Then the sub-process waits for the other and stays current', async () => {
    const c = await atChecks();
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ safety: ['zhaoli'] });
    expect(c.current.status).toBe('running');
    expect(diagramStatus(c.def, c.current).checks).toBe('current');
    expect(diagramStatus(c.def, c.current).equipmentDone).toBe('done');
  });

  it('When the last inner token ends (through a nested sub-process), Then the flow leaves by the sub-process flow once', async () => {
    const c = await atChecks();
    c.complete('liqiang');
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ lab: ['zhengyu'] });
    const inside = diagramStatus(c.def, c.current);
    expect([inside.labTests, inside.checks]).toEqual(['current', 'current']);
    c.complete('zhengyu');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.current.joins).toEqual({});
    const after = diagramStatus(c.def, c.current);
    expect([after.labTests, after.checks, after.director]).toEqual(['done', 'done', 'current']);
    expect(c.visits.filter((v) => v.nodeId === 'checks').map((v) => v.status)).toEqual(['current', 'done']);
  });

  it('When the director agrees, Then the instance ends approved (inner end events never end the instance)', async () => {
    const c = await atDirector();
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
    expect(c.current.outcome).toBe('approved');
    expect(c.records().filter((r) => r.status === 'end')).toEqual([expect.objectContaining({ nodeId: 'end' })]);
  });

  it('When the director opposes, Then the outcome is refused', async () => {
    const c = await atDirector();
    c.complete('zhangwei', 'oppose');
    expect(c.current.outcome).toBe('refused');
  });

  it('predicts the steps inside the sub-process and after it', async () => {
    const c = new Case(await loadFixture('overhaul'));
    c.start('chenjing');
    expect(predictPath(c.def, c.current, plantDirectory).map((n) => n.nodeId)).toEqual(['equipment', 'safety', 'lab', 'director']);
  });
});

describe('rejects into and out of a sub-process', () => {
  it('lists the nodes inside the sub-process as earlier steps of the node after it', async () => {
    const def = await loadFixture('overhaul');
    expect(afterJumpNodes(def, 'director').map((n) => n.id).sort()).toEqual(['deptHead', 'equipment', 'lab', 'safety']);
    expect(afterJumpNodes(def, 'lab').map((n) => n.id)).toEqual(['safety', 'deptHead']);
  });

  it('Given the director holds it, When he rejects to the previous step, Then every node that led to an end of the sub-process gets it back', async () => {
    const c = await atDirector();
    rejectBy(c, 'zhangwei', 'rejectPre');
    expect(c.waiting()).toEqual({ equipment: ['liqiang'], lab: ['zhengyu'] });
    expect(c.current.tasks.map((t) => t.status)).toEqual(['BACK', 'BACK']);
    expect(diagramStatus(c.def, c.current).checks).toBe('current');
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ lab: ['zhengyu'] });
    c.complete('zhengyu');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('When the director rejects to one node inside, Then only that branch runs again and the sub-process is left when it ends', async () => {
    const c = await atDirector();
    rejectBy(c, 'zhangwei', 'reject', { targetNodeId: 'safety' });
    expect(c.waiting()).toEqual({ safety: ['zhaoli'] });
    c.complete('zhaoli');
    c.complete('zhengyu');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('When an inner branch rejects out of the sub-process, Then the other inner branch is withdrawn and the scope is entered afresh', async () => {
    const c = await atChecks();
    c.complete('liqiang');
    rejectBy(c, 'zhaoli', 'reject', { targetNodeId: 'deptHead' });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.current.joins).toEqual({});
    expect(diagramStatus(c.def, c.current).checks).not.toBe('current');
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ equipment: ['liqiang'], safety: ['zhaoli'] });
  });

  it('When a node in the nested sub-process rejects to the previous step, Then only its own branch moves back', async () => {
    const c = await atChecks();
    c.complete('zhaoli');
    rejectBy(c, 'zhengyu', 'rejectPre');
    expect(c.waiting()).toEqual({ equipment: ['liqiang'], safety: ['zhaoli'] });
    expect(c.tasksOf('zhaoli')[0].status).toBe('BACK');
    expect(c.tasksOf('liqiang')[0].status).toBe('NORMAL');
  });
});

describe('leaving a sub-process early', () => {
  it('When a node inside sends it back to the starter while another inner branch has ended, Then nothing waits inside and resubmission enters afresh', async () => {
    const c = await atChecks();
    c.complete('liqiang');
    rejectBy(c, 'zhaoli', 'backToStart');
    expect(c.current.joins).toEqual({});
    expect(c.waiting()).toEqual({ start: ['chenjing'] });
    // Left unfinished, like a withdrawn task: it shows no longer current.
    expect(diagramStatus(c.def, c.current).checks).toBe('untouched');
    c.do({ type: 'complete', taskId: c.taskOf('chenjing').id, userId: 'chenjing', action: 'agree', opinion: '已补充' });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ equipment: ['liqiang'], safety: ['zhaoli'] });
  });

  it('When a holder inside ends the request, Then the instance ends with no arrival left at the sub-process', async () => {
    const c = await atChecks();
    c.complete('liqiang');
    c.do({ type: 'endProcess', taskId: c.taskOf('zhaoli').id, userId: 'zhaoli', reason: '设备已报废' });
    expect(c.current).toMatchObject({ status: 'manualend', outcome: 'terminated', joins: {}, tokens: [], tasks: [] });
  });
});

describe('a sub-process feeding an inclusive join', () => {
  // start → split(inclusive) → quick → join | split → sub { s0 → slow → e0 } → join → end; both flows taken.
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="t">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:inclusiveGateway id="split" />
    <bpmn:userTask id="quick" />
    <bpmn:subProcess id="sub"><bpmn:startEvent id="s0" /><bpmn:userTask id="slow" /><bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="slow" /><bpmn:sequenceFlow id="i2" sourceRef="slow" targetRef="e0" /></bpmn:subProcess>
    <bpmn:inclusiveGateway id="join" />
    <bpmn:userTask id="after" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="split" />
    <bpmn:sequenceFlow id="f2" sourceRef="split" targetRef="quick"><bpmn:conditionExpression>true</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f3" sourceRef="split" targetRef="sub"><bpmn:conditionExpression>true</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="quick" targetRef="join" />
    <bpmn:sequenceFlow id="f5" sourceRef="sub" targetRef="join" />
    <bpmn:sequenceFlow id="f6" sourceRef="join" targetRef="after" />
    <bpmn:sequenceFlow id="f7" sourceRef="after" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
  const settings = { nodes: {
    quick: { assignees: [{ type: 'post' as const, codes: ['equipmentHead'] }] },
    slow: { assignees: [{ type: 'post' as const, codes: ['safetyHead'] }] },
    after: { assignees: [{ type: 'post' as const, codes: ['director'] }] },
  } };

  it('When the other branch arrives while a token is still inside the sub-process, Then the join waits for it', async () => {
    const c = new Case(await compileDefinition(xml, settings, plantDirectory));
    c.start('chenjing');
    expect(c.waiting()).toEqual({ quick: ['liqiang'], slow: ['zhaoli'] });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ slow: ['zhaoli'] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ after: ['zhangwei'] });
  });
});

describe('a timer event inside a sub-process', () => {
  it('Given a token waits on a timer inside a sub-process, Then both show current, and When the timer fires the flow leaves the sub-process', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="t">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:subProcess id="cooling" name="冷却"><bpmn:startEvent id="s0" />
      <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT2H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
      <bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="wait" /><bpmn:sequenceFlow id="i2" sourceRef="wait" targetRef="e0" /></bpmn:subProcess>
    <bpmn:userTask id="after" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="cooling" />
    <bpmn:sequenceFlow id="f2" sourceRef="cooling" targetRef="after" />
    <bpmn:sequenceFlow id="f3" sourceRef="after" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
    const c = new Case(await compileDefinition(xml, { nodes: { after: { assignees: [{ type: 'post', codes: ['director'] }] } } }, plantDirectory));
    c.start('chenjing');
    const status = diagramStatus(c.def, c.current);
    expect([status.wait, status.cooling]).toEqual(['current', 'current']);
    c.do({ type: 'timerFired', timerId: c.current.timers![0].id });
    expect(c.waiting()).toEqual({ after: ['zhangwei'] });
    expect(diagramStatus(c.def, c.current).cooling).toBe('done');
  });
});
