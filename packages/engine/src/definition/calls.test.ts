import { describe, expect, it } from 'vitest';
import { readFixture } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { callProblems, calledKeys } from './calls.js';
import { validateDefinition } from './compile.js';
import type { ProcessModel } from './model.js';
import { parseBpmn } from './parse-bpmn.js';

// call: start → deptHead → buy (calls threeStep) → bought? → store → end | notBought
const { xml, settings } = readFixture('call');
const problemsOf = async (text: string, nodes = settings.nodes) => validateDefinition(await parseBpmn(text), { nodes }, plantDirectory);

describe('deploying a call activity', () => {
  it('reads it as a node that names the process it starts, instead of refusing it', async () => {
    const model = await parseBpmn(xml);
    expect(model.nodes.buy).toMatchObject({ type: 'callActivity', name: '采购审批', calledElement: 'threeStep', incoming: ['f2'], outgoing: ['f3'] });
    expect(calledKeys(model)).toEqual(['threeStep']);
    expect(await problemsOf(xml)).toEqual([]);
  });

  it('refuses a call activity without calledElement, with a loop, with two ways out or with settings, by name', async () => {
    expect(await problemsOf(xml.replace(' calledElement="threeStep"', ''))).toEqual([
      "Call activity 'buy' (采购审批) has no calledElement: name the key of the process it starts",
    ]);
    const looped = xml.replace('calledElement="threeStep" />', 'calledElement="threeStep"><bpmn:multiInstanceLoopCharacteristics /></bpmn:callActivity>');
    expect(await problemsOf(looped)).toEqual(["Element 'buy' has bpmn:MultiInstanceLoopCharacteristics; only multi-instance user tasks are supported"]);
    const forked = xml.replace('<bpmn:sequenceFlow id="f4"', '<bpmn:sequenceFlow id="f5" sourceRef="buy" targetRef="store" /><bpmn:sequenceFlow id="f4"');
    expect(await problemsOf(forked)).toContain("Call activity 'buy' (采购审批) must have exactly one outgoing flow (it has 2); branch with a gateway");
    expect(await problemsOf(xml, { ...settings.nodes, buy: { assignees: [] } })).toEqual([
      "Settings name call activity 'buy' (采购审批); only user tasks, the start event and end events take settings",
    ]);
  });

  it('refuses a boundary timer on a call activity, naming the timer', async () => {
    const edged = xml.replace('<bpmn:sequenceFlow id="f1"', `<bpmn:boundaryEvent id="late" attachedToRef="buy"><bpmn:timerEventDefinition><bpmn:timeDuration>P3D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
      <bpmn:sequenceFlow id="b1" sourceRef="late" targetRef="notBought" /><bpmn:sequenceFlow id="f1"`);
    expect(await problemsOf(edged)).toEqual(["Boundary timer event 'late' must be attached to a user task"]);
  });
});

describe('what a call activity asks of the deployed processes', () => {
  /** A process `key` whose one call activity starts `calls`. */
  const caller = (key: string, calls: string) => parseBpmn(`<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="t">
  <bpmn:process id="${key}" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:callActivity id="call" name="子流程" calledElement="${calls}" /><bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="call" /><bpmn:sequenceFlow id="f2" sourceRef="call" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`);
  /** The latest versions deployed now, and every key looked up. */
  const deployedNow = (models: Record<string, ProcessModel>) => {
    const asked: string[] = [];
    return { asked, latest: async (key: string) => (asked.push(key), models[key]) };
  };

  it('accepts a call of a deployed process whose own calls never come back', async () => {
    const plant = deployedNow({ threeStep: await parseBpmn(readFixture('three-step').xml) });
    expect(await callProblems(await parseBpmn(xml), 'equipmentPurchase', plant.latest)).toEqual([]);
  });

  it('refuses a calledElement that names no deployed process', async () => {
    const plant = deployedNow({});
    expect(await callProblems(await parseBpmn(xml), 'equipmentPurchase', plant.latest)).toEqual([
      "Call activity 'buy' (采购审批) calls 'threeStep', which is not a deployed process",
    ]);
  });

  it('refuses a process calling itself, and a cycle through the latest versions of others (A calls B calls C calls A)', async () => {
    expect(await callProblems(await caller('A', 'A'), 'A', deployedNow({}).latest)).toEqual([
      "Call activity 'call' (子流程) calls 'A', which leads back to this process (A → A): the instances would start each other for ever",
    ]);
    const plant = deployedNow({ B: await caller('B', 'C'), C: await caller('C', 'A'), A: await caller('A', 'B') });
    expect(await callProblems(await caller('A', 'B'), 'A', plant.latest)).toEqual([
      "Call activity 'call' (子流程) calls 'B', which leads back to this process (A → B → C → A): the instances would start each other for ever",
    ]);
    // The version being replaced is not walked: its calls are what this deploy changes.
    expect(plant.asked).toEqual(['B', 'C']);
  });
});
