import type { SeedProcess } from './types.js';

/** 用车申请: a shift leader approves (any of them may claim it), then the office head. */
export const vehicle: SeedProcess = {
  key: 'vehicle',
  name: '用车申请',
  description: '公务用车：班组长审批，综合办公室派车',
  typeCode: 'office',
  rights: [{ type: 'everyone' }],
  form: {
    fields: [
      { key: 'useDate', label: '用车时间', type: 'datetime', required: true },
      { key: 'destination', label: '目的地', type: 'text', required: true, maxLength: 100 },
      { key: 'passengers', label: '乘车人数', type: 'number', required: true, min: 1, max: 50, precision: 0, unit: '人' },
      { key: 'purpose', label: '用车事由', type: 'textarea', required: true, maxLength: 500 },
    ],
  },
  settings: {
    subjectTemplate: '用车申请：{destination}',
    nodes: {
      shiftLeader: { assignees: [{ type: 'role', codes: ['shiftLeader'] }], form: { formKey: 'vehicleForm', permissions: {} } },
      office: { assignees: [{ type: 'post', codes: ['officeHead'] }], dueHours: 8, form: { formKey: 'vehicleForm', permissions: {} } },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="vehicle" name="用车申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交用车申请" />
    <bpmn:userTask id="shiftLeader" name="班组长审批" />
    <bpmn:userTask id="office" name="综合办公室审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toShiftLeader" sourceRef="start" targetRef="shiftLeader" />
    <bpmn:sequenceFlow id="toOffice" sourceRef="shiftLeader" targetRef="office" />
    <bpmn:sequenceFlow id="officeDone" sourceRef="office" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="vehicle_diagram">
    <bpmndi:BPMNPlane id="vehicle_plane" bpmnElement="vehicle">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="shiftLeader_di" bpmnElement="shiftLeader">
        <dc:Bounds x="175" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="office_di" bpmnElement="office">
        <dc:Bounds x="345" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="552" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="530" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toShiftLeader_di" bpmnElement="toShiftLeader">
        <di:waypoint x="78" y="90" />
        <di:waypoint x="175" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toOffice_di" bpmnElement="toOffice">
        <di:waypoint x="285" y="90" />
        <di:waypoint x="345" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="officeDone_di" bpmnElement="officeDone">
        <di:waypoint x="455" y="90" />
        <di:waypoint x="552" y="90" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
