import { describe, expect, it } from 'vitest';
import { Case, loadFixture, rejectBy } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { compileDefinition } from '../definition/compile.js';

/** How often the visits show a node done: a join that fired twice would show twice. */
const firings = (c: Case, nodeId: string) => c.visits.filter((v) => v.nodeId === nodeId && v.status === 'done').length;

// A -> parallel split -> [inclusive split (x -> X1 | y -> Y1) -> inclusive join 'merge'] + [Z] -> parallel join
// -> B -> exclusive (B opposed: back to A | end). Z can reach the inclusive join only by going round the loop.
describe('an inclusive join inside a rework loop (BPMN 2.0.2 §13.3.2)', () => {
  async function started(types: string[]): Promise<Case> {
    const c = new Case(await loadFixture('inclusive-loop'));
    c.start('chenjing', { types, total: 800 });
    c.complete('wangfang');
    return c;
  }

  it('Given only x, When X1 and then Z are done, Then the join fires after X1 and B gets the case', async () => {
    const c = await started(['travel']);
    expect(c.waiting()).toEqual({ X1: ['sunyan'], Z: ['zhaoli'] });
    c.complete('sunyan');
    // Z could reach the empty y flow only by way of A again, which also leads to the x flow: it does not hold the join.
    expect(firings(c, 'merge')).toBe(1);
    expect(c.current.joins).toEqual({ join: [{ flowId: 'merged', prev: ['X1'] }] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect(c.current.joins).toEqual({});
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });

  it('Given only x, When Z is done first and waits at the parallel join upstream, Then X1 still releases the inclusive join', async () => {
    const c = await started(['travel']);
    c.complete('zhaoli');
    expect(c.current.joins).toEqual({ join: [{ flowId: 'zDone', prev: ['Z'] }] });
    c.complete('sunyan');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'merge'), firings(c, 'join')]).toEqual([1, 1]);
    expect(c.current.prevOf.B).toEqual(['X1', 'Z']);
  });

  it('Given x and y, When X1 and Z are done, Then the join still waits for Y1, and fires once when it is done', async () => {
    const c = await started(['travel', 'material']);
    expect(c.waiting()).toEqual({ X1: ['sunyan'], Y1: ['liqiang'], Z: ['zhaoli'] });
    c.complete('sunyan');
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ Y1: ['liqiang'] });
    expect(c.current.joins).toEqual({ merge: [{ flowId: 'xDone', prev: ['X1'] }], join: [{ flowId: 'zDone', prev: ['Z'] }] });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'merge'), firings(c, 'join')]).toEqual([1, 1]);
  });

  it('Given neither x nor y, When B sends the case to its previous step, Then only A gets it back (Z follows from A), and the case can finish', async () => {
    // The cost branch had no user step, so the step before B on it is A, before the split: Z, the other previous
    // step, lies after A and is re-run when A is. Found by the random-sequence property (a stuck parallel join).
    const c = await started([]);
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect(c.current.prevOf.B).toEqual(['A', 'Z']);
    rejectBy(c, 'zhangwei', 'rejectPre');
    expect(c.waiting()).toEqual({ A: ['wangfang'] });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ Z: ['zhaoli'] });
    c.complete('zhaoli');
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });

  it('Given B sends the case round again, When the second round takes y, Then the join fires in that round as well', async () => {
    const c = await started(['travel']);
    c.complete('sunyan');
    c.complete('zhaoli');
    c.complete('zhangwei', 'oppose');
    expect(c.waiting()).toEqual({ A: ['wangfang'] });
    c.complete('wangfang', 'agree', { vars: { types: ['material'] } });
    expect(c.waiting()).toEqual({ Y1: ['liqiang'], Z: ['zhaoli'] });
    c.complete('zhaoli');
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'merge'), firings(c, 'join')]).toEqual([2, 2]);
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });

  it('Given neither x nor y, When Z is done, Then the default flow alone makes the join fire', async () => {
    const c = await started([]);
    expect(c.waiting()).toEqual({ Z: ['zhaoli'] });
    expect(firings(c, 'merge')).toBe(1);
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
  });
});

// A -> outer inclusive split [travel -> inner inclusive split (P1 | Q1) -> inner join] + [material -> W] -> outer
// inclusive join -> B -> back to A | end.
describe('nested inclusive joins inside a rework loop', () => {
  it('Given travel over 1000 and material, When P1 is done, Then the inner join fires while W is still open, and the outer join waits for W', async () => {
    const c = new Case(await loadFixture('inclusive-nested'));
    c.start('chenjing', { types: ['travel', 'material'], total: 5000 });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ P1: ['sunyan'], W: ['liqiang'] });
    c.complete('sunyan');
    expect(firings(c, 'innerJoin')).toBe(1);
    expect(c.current.joins).toEqual({ outerJoin: [{ flowId: 'travelDone', prev: ['P1'] }] });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect(firings(c, 'outerJoin')).toBe(1);
  });

  it('Given W is done first, When P1 is done, Then both joins fire once (the inner one was stuck behind the outer one before)', async () => {
    const c = new Case(await loadFixture('inclusive-nested'));
    c.start('chenjing', { types: ['travel', 'material', 'meal'], total: 5000 });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ P1: ['sunyan'], Q1: ['zhengyu'], W: ['liqiang'] });
    c.complete('liqiang');
    c.complete('sunyan');
    // Q1 is still open: the inner join waits for it, and the outer join for the inner one.
    expect(c.waiting()).toEqual({ Q1: ['zhengyu'] });
    c.complete('zhengyu');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'innerJoin'), firings(c, 'outerJoin')]).toEqual([1, 1]);
    c.complete('zhangwei', 'oppose');
    c.complete('wangfang', 'agree', { vars: { types: ['travel'], total: 2000 } });
    c.complete('sunyan');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'innerJoin'), firings(c, 'outerJoin')]).toEqual([2, 2]);
  });
});

// A -> inclusive split [x -> X1 -> exclusive merge 'office'] + [y -> parallel fork (Y1 | T -> route: office or YJ) -> inclusive
// join YJ] -> inclusive join IJ -> B. T can reach both of IJ's branches; YJ, where Y1 waits, only the empty one.
describe('an inclusive join whose empty branch waits at another join upstream', () => {
  async function started(): Promise<Case> {
    const c = new Case(await loadFixture('inclusive-parked'));
    c.start('chenjing', { types: ['travel', 'material'], amount: 20_000 });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ X1: ['sunyan'], Y1: ['liqiang'], T: ['zhaoli'] });
    c.complete('liqiang');
    c.complete('sunyan');
    return c;
  }

  it('Given Y1 waits at YJ, When X1 is done, Then IJ waits for YJ even though the open task T could also reach the arrived branch', async () => {
    const c = await started();
    expect(c.waiting()).toEqual({ T: ['zhaoli'] });
    expect(c.current.joins).toEqual({ YJ: [{ flowId: 'y1Done', prev: ['Y1'] }], IJ: [{ flowId: 'officeDone', prev: ['X1'] }] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'YJ'), firings(c, 'IJ')]).toEqual([1, 1]);
    expect(c.current.prevOf.B).toEqual(['X1', 'Y1', 'T']);
  });

  it('Given T sends its opinion to the office branch, When it is done, Then YJ fires with Y1 alone and IJ fires once with everything', async () => {
    const c = await started();
    c.complete('zhaoli', 'agree', { vars: { amount: 80_000 } });
    expect(c.waiting()).toEqual({ B: ['zhangwei'] });
    expect([firings(c, 'YJ'), firings(c, 'IJ')]).toEqual([1, 1]);
    expect(c.current.joins).toEqual({});
  });
});

// Two inclusive joins, each on the other's only way back (the "vicious circle" of the BPMN rule): neither can fire.
const viciousCircle = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://water-plant.example/bpmn">
  <bpmn:process id="circle" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="A" />
    <bpmn:parallelGateway id="fork" />
    <bpmn:inclusiveGateway id="IJ1" />
    <bpmn:userTask id="T1" />
    <bpmn:inclusiveGateway id="IJ2" />
    <bpmn:userTask id="T2" />
    <bpmn:exclusiveGateway id="back" default="done" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="toA" sourceRef="start" targetRef="A" />
    <bpmn:sequenceFlow id="toFork" sourceRef="A" targetRef="fork" />
    <bpmn:sequenceFlow id="k" sourceRef="fork" targetRef="IJ1" />
    <bpmn:sequenceFlow id="h" sourceRef="fork" targetRef="IJ2" />
    <bpmn:sequenceFlow id="toT1" sourceRef="IJ1" targetRef="T1" />
    <bpmn:sequenceFlow id="f" sourceRef="T1" targetRef="IJ2" />
    <bpmn:sequenceFlow id="toT2" sourceRef="IJ2" targetRef="T2" />
    <bpmn:sequenceFlow id="toBack" sourceRef="T2" targetRef="back" />
    <bpmn:sequenceFlow id="g" sourceRef="back" targetRef="IJ1"><bpmn:conditionExpression>again == true</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="done" sourceRef="back" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('inclusive joins that wait for each other', () => {
  it('refuse the step that would strand them, naming an inclusive join (not a parallel one)', async () => {
    const starter = { assignees: [{ type: 'starter' as const }] };
    const c = new Case(await compileDefinition(viciousCircle, { nodes: { A: starter, T1: starter, T2: starter } }, plantDirectory));
    c.start('chenjing');
    const error = c.refuse({ type: 'complete', taskId: c.taskOf('chenjing').id, userId: 'chenjing', action: 'agree' }, 'NO_PATH');
    expect(error.message).toMatch(/^Inclusive join 'IJ1' waits for branches that can no longer arrive/);
  });
});
