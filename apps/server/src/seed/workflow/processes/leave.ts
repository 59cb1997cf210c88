import type { SeedProcess } from './types.js';

/** 请假申请: the department head approves; leave of more than 3 days also goes to the director. */
export const leave: SeedProcess = {
  key: 'leave',
  name: '请假申请',
  description: '员工请假：部门负责人审批，超过3天由厂长审批',
  typeCode: 'office',
  rights: [{ type: 'everyone' }],
  form: {
    fields: [
      { key: 'leaveType', label: '请假类型', type: 'select', dictKey: 'leaveType', required: true },
      { key: 'startDate', label: '开始日期', type: 'date', required: true },
      { key: 'endDate', label: '结束日期', type: 'date', required: true, notBefore: 'startDate' },
      // Working days from the dates by the plant's calendar, worked out by the server: the gateway reads this.
      { key: 'days', label: '请假天数', type: 'computed', expression: 'workdays(startDate, endDate)', precision: 0, min: 1, max: 365 },
      { key: 'reason', label: '请假事由', type: 'textarea', required: true, maxLength: 500 },
      { key: 'attachments', label: '附件', type: 'attachment', maxCount: 5, help: '病假请附医院证明' },
    ],
  },
  settings: {
    subjectTemplate: '请假申请（{days}天）',
    nodes: {
      deptHead: {
        assignees: [{ type: 'starterDeptHead' }],
        skipIfSameApprover: true,
        dueHours: 24,
        form: { formKey: 'leaveForm', permissions: {} },
      },
      director: {
        assignees: [{ type: 'post', codes: ['director'] }],
        opinionRequired: true,
        rejectModes: ['rejectPre', 'backToStart', 'reject'],
        form: { formKey: 'leaveForm', permissions: {} },
      },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="leave" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请" />
    <bpmn:userTask id="deptHead" name="部门负责人审批" />
    <bpmn:exclusiveGateway id="daysGateway" name="请假天数" default="shortLeave" />
    <bpmn:userTask id="director" name="厂长审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toDeptHead" sourceRef="start" targetRef="deptHead" />
    <bpmn:sequenceFlow id="toDaysGateway" sourceRef="deptHead" targetRef="daysGateway" />
    <bpmn:sequenceFlow id="longLeave" name="超过3天" sourceRef="daysGateway" targetRef="director">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">days &gt; 3</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="shortLeave" name="3天以内" sourceRef="daysGateway" targetRef="end" />
    <bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="leave_diagram">
    <bpmndi:BPMNPlane id="leave_plane" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHead_di" bpmnElement="deptHead">
        <dc:Bounds x="175" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="daysGateway_di" bpmnElement="daysGateway" isMarkerVisible="true">
        <dc:Bounds x="375" y="65" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="404" y="45" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="director_di" bpmnElement="director">
        <dc:Bounds x="515" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="722" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="700" y="52" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toDeptHead_di" bpmnElement="toDeptHead">
        <di:waypoint x="78" y="90" />
        <di:waypoint x="175" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDaysGateway_di" bpmnElement="toDaysGateway">
        <di:waypoint x="285" y="90" />
        <di:waypoint x="375" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="longLeave_di" bpmnElement="longLeave">
        <di:waypoint x="425" y="90" />
        <di:waypoint x="515" y="90" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="440" y="70" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="shortLeave_di" bpmnElement="shortLeave">
        <di:waypoint x="400" y="115" />
        <di:waypoint x="400" y="220" />
        <di:waypoint x="740" y="220" />
        <di:waypoint x="740" y="108" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="540" y="200" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="directorDone_di" bpmnElement="directorDone">
        <di:waypoint x="625" y="90" />
        <di:waypoint x="722" y="90" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
