import type { SeedProcess } from './types.js';

/** The second tenant's only process (加班申请): proves that tenants never see each other's catalogue. */
export const hxOvertime: SeedProcess = {
  key: 'overtime',
  name: '加班申请',
  description: '加班申请：运营专员审批',
  typeCode: 'general',
  rights: [{ type: 'everyone' }],
  form: {
    fields: [
      { key: 'workDate', label: '加班日期', type: 'date', required: true },
      { key: 'hours', label: '加班时长', type: 'number', required: true, min: 0.5, max: 24, precision: 1, unit: '小时' },
      { key: 'reason', label: '加班事由', type: 'textarea', required: true, maxLength: 500 },
    ],
  },
  settings: {
    subjectTemplate: '加班申请（{hours}小时）',
    nodes: { manager: { assignees: [{ type: 'post', codes: ['opsStaff'] }], form: { formKey: 'overtimeForm', permissions: {} } } },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="overtime" name="加班申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交加班申请" />
    <bpmn:userTask id="manager" name="运营主管审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toManager" sourceRef="start" targetRef="manager" />
    <bpmn:sequenceFlow id="managerDone" sourceRef="manager" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="overtime_diagram">
    <bpmndi:BPMNPlane id="overtime_plane" bpmnElement="overtime">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="manager_di" bpmnElement="manager">
        <dc:Bounds x="175" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="382" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="360" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toManager_di" bpmnElement="toManager">
        <di:waypoint x="78" y="90" />
        <di:waypoint x="175" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="managerDone_di" bpmnElement="managerDone">
        <di:waypoint x="285" y="90" />
        <di:waypoint x="382" y="90" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
