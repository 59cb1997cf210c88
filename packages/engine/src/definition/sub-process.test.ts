import { describe, expect, it } from 'vitest';
import { plantDirectory } from '../../testing/plant-directory.js';
import { validateDefinition } from './compile.js';
import { parseBpmn } from './parse-bpmn.js';
import type { NodeSettings } from './settings.js';

/** A process start → task → (inner) → end, with `inner` placed at the process level beside it. */
function processWith(inner: string, flowIntoInner = 'sub'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="t">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="task" />
    ${inner}
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="task" />
    <bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="${flowIntoInner}" />
    <bpmn:sequenceFlow id="f3" sourceRef="${flowIntoInner}" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** Problems of the model with every user task assigned to the starter, plus any `extra` node settings. */
async function problemsOf(xml: string, extra: Record<string, NodeSettings> = {}): Promise<string[]> {
  const model = await parseBpmn(xml);
  const nodes = Object.fromEntries(Object.values(model.nodes).filter((n) => n.type === 'userTask').map((n) => [n.id, { assignees: [{ type: 'starter' as const }] }]));
  return validateDefinition(model, { nodes: { ...nodes, ...extra } }, plantDirectory);
}

describe('deploying embedded sub-processes', () => {
  it('flattens a sub-process into the model with its scope on each inner node', async () => {
    const model = await parseBpmn(processWith(`<bpmn:subProcess id="sub" name="检查">
      <bpmn:startEvent id="s0" /><bpmn:userTask id="inner" /><bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="inner" /><bpmn:sequenceFlow id="i2" sourceRef="inner" targetRef="e0" />
    </bpmn:subProcess>`));
    expect(model.startId).toBe('start');
    expect(model.nodes.sub).toMatchObject({ type: 'subProcess', inner: { start: 's0', ends: ['e0'] } });
    expect(model.nodes.sub.scope).toBeUndefined();
    expect([model.nodes.s0.scope, model.nodes.inner.scope, model.nodes.e0.scope]).toEqual(['sub', 'sub', 'sub']);
    expect(await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:startEvent id="s0" /><bpmn:endEvent id="e0" /><bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="e0" /></bpmn:subProcess>`))).toEqual([]);
  });

  it('refuses a sub-process without a start event or an end event', async () => {
    const problems = await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:userTask id="inner" /></bpmn:subProcess>`));
    expect(problems).toContain("Sub-process 'sub' has no start event");
    expect(problems).toContain("Sub-process 'sub' has no end event");
  });

  it('refuses a sub-process with two start events', async () => {
    const problems = await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:startEvent id="s0" /><bpmn:startEvent id="s1" /><bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="e0" /><bpmn:sequenceFlow id="i2" sourceRef="s1" targetRef="e0" /></bpmn:subProcess>`));
    expect(problems).toContain("Sub-process 'sub' has 2 start events (s0, s1); exactly one is allowed");
  });

  it('refuses a sequence flow that crosses the border of a sub-process', async () => {
    const problems = await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:startEvent id="s0" /><bpmn:userTask id="inner" /><bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="inner" /><bpmn:sequenceFlow id="i2" sourceRef="inner" targetRef="e0" /></bpmn:subProcess>
      <bpmn:sequenceFlow id="jump" sourceRef="task" targetRef="inner" />`));
    expect(problems).toContain("Sequence flow 'jump' crosses the border of sub-process 'sub'; a sub-process is entered and left by its own start and end events");
  });

  it('refuses an event sub-process by name', async () => {
    const event = await problemsOf(processWith(`<bpmn:subProcess id="sub" triggeredByEvent="true"><bpmn:startEvent id="s0" /><bpmn:endEvent id="e0" /><bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="e0" /></bpmn:subProcess>`));
    expect(event).toContain("Event sub-process 'sub' is not supported; only embedded sub-processes entered by a sequence flow run");
  });

  it('refuses a sub-process whose inside cannot reach its end event', async () => {
    const problems = await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:startEvent id="s0" /><bpmn:userTask id="inner" /><bpmn:userTask id="stuck" /><bpmn:endEvent id="e0" />
      <bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="inner" /><bpmn:sequenceFlow id="i2" sourceRef="inner" targetRef="e0" />
      <bpmn:sequenceFlow id="i3" sourceRef="stuck" targetRef="stuck" /></bpmn:subProcess>`));
    expect(problems).toContain("User task 'stuck' cannot be reached from the start event");
  });

  it('refuses an outcome on an end event inside a sub-process, and a boundary timer or a loop on the sub-process', async () => {
    const inner = `<bpmn:startEvent id="s0" /><bpmn:endEvent id="e0" /><bpmn:sequenceFlow id="i1" sourceRef="s0" targetRef="e0" />`;
    const outcome = await problemsOf(processWith(`<bpmn:subProcess id="sub">${inner}</bpmn:subProcess>`), { e0: { outcome: 'refused' } as NodeSettings });
    expect(outcome).toEqual(["End event 'e0' ends only sub-process 'sub', not the request: set the outcome on an end event of the process"]);
    const edged = await problemsOf(processWith(`<bpmn:subProcess id="sub">${inner}</bpmn:subProcess>
      <bpmn:boundaryEvent id="late" attachedToRef="sub"><bpmn:timerEventDefinition><bpmn:timeDuration>P1D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
      <bpmn:sequenceFlow id="b1" sourceRef="late" targetRef="end" />`));
    expect(edged).toContain("Boundary timer event 'late' must be attached to a user task");
    const looped = await problemsOf(processWith(`<bpmn:subProcess id="sub"><bpmn:multiInstanceLoopCharacteristics />${inner}</bpmn:subProcess>`));
    expect(looped).toContain("Element 'sub' has bpmn:MultiInstanceLoopCharacteristics; only multi-instance user tasks are supported");
  });
});
