/** A process of `n` user tasks in a row, each approved by `userId`: the model whose compile time must stay linear. */
export function chainModel(n: number, userId = 'chain-approver'): { xml: string; settings: { nodes: Record<string, { assignees: Array<{ type: 'user'; ids: string[] }> }> } } {
  const ids = Array.from({ length: n }, (_, i) => `t${i}`);
  const nodes = ['start', ...ids, 'end'];
  const elements = [
    '<bpmn:startEvent id="start" />',
    ...ids.map((id) => `<bpmn:userTask id="${id}" name="${id}" />`),
    '<bpmn:endEvent id="end" />',
    ...nodes.slice(1).map((target, i) => `<bpmn:sequenceFlow id="f${i}" sourceRef="${nodes[i]}" targetRef="${target}" />`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="http://water-plant.example/bpmn">
<bpmn:process id="chain" name="chain" isExecutable="true">
${elements.join('\n')}
</bpmn:process>
</bpmn:definitions>`;
  return { xml, settings: { nodes: Object.fromEntries(ids.map((id) => [id, { assignees: [{ type: 'user', ids: [userId] }] }])) } };
}
