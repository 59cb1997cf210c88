import { describe, expect, it } from 'vitest';
import { plantDirectory } from '../../testing/plant-directory.js';
import { afterJumpNodes, compileDefinition } from './compile.js';
import type { DefinitionSettings } from './settings.js';

/** A straight chain start -> t1 -> ... -> tN -> end, every task approved by the starter. */
function chainDefinition(length: number): { xml: string; settings: DefinitionSettings } {
  const ids = Array.from({ length }, (_, i) => `t${i + 1}`);
  const order = ['start', ...ids, 'end'];
  const flows = order.slice(1).map((target, i) => `<bpmn:sequenceFlow id="f${i}" sourceRef="${order[i]}" targetRef="${target}" />`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="http://water-plant.example/bpmn">
  <bpmn:process id="chain" name="长链" isExecutable="true">
    <bpmn:startEvent id="start" />
    ${ids.map((id) => `<bpmn:userTask id="${id}" />`).join('\n    ')}
    <bpmn:endEvent id="end" />
    ${flows.join('\n    ')}
  </bpmn:process>
</bpmn:definitions>`;
  return { xml, settings: { nodes: Object.fromEntries(ids.map((id) => [id, { assignees: [{ type: 'starter' as const }] }])) } };
}

describe('compiling a large model', () => {
  it('Given a chain of 10,000 user tasks, When compiled, Then it deploys and a reject from the last task offers every earlier one', async () => {
    const { xml, settings } = chainDefinition(10_000);
    const def = await compileDefinition(xml, settings, plantDirectory);
    expect(Object.keys(def.model.nodes)).toHaveLength(10_002);
    const targets = afterJumpNodes(def, 't10000');
    expect(targets).toHaveLength(9_999);
    expect(targets.slice(0, 2).map((n) => n.id)).toEqual(['t9999', 't9998']);
  });
});
