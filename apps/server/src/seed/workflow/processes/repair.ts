import type { SeedProcess } from './types.js';

/** 设备维修申请: 设备管理部 and 安全环保部 review in parallel, then the director approves. */
export const repair: SeedProcess = {
  key: 'repair',
  name: '设备维修申请',
  description: '设备故障报修：设备管理部与安全环保部并行审核，厂长审批',
  typeCode: 'operations',
  // The director reports faults too: his clerk files them for him through the 代领导报修 app (start on behalf).
  rights: [{ type: 'org', orgCode: 'production' }, { type: 'org', orgCode: 'equipment' }, { type: 'post', code: 'director' }],
  form: {
    fields: [
      { key: 'repairNo', label: '维修单号', type: 'serialNo', identityAlias: 'repairNo' },
      { key: 'device', label: '设备名称', type: 'text', required: true, maxLength: 100 },
      { key: 'location', label: '设备位置', type: 'text', required: true, maxLength: 100 },
      { key: 'faultLevel', label: '故障等级', type: 'select', dictKey: 'faultLevel', required: true },
      { key: 'description', label: '故障描述', type: 'textarea', required: true, maxLength: 1000 },
      { key: 'pictures', label: '现场照片', type: 'picture', maxCount: 9 },
    ],
  },
  settings: {
    subjectTemplate: '设备维修申请：{device}',
    nodes: {
      // 设备管理部 confirms the fault level: writable and required there.
      equipmentHead: { assignees: [{ type: 'post', codes: ['equipmentHead'] }], form: { formKey: 'repairForm', permissions: { faultLevel: 'b' } } },
      safetyHead: { assignees: [{ type: 'post', codes: ['safetyHead'] }], form: { formKey: 'repairForm', permissions: {} } },
      director: { assignees: [{ type: 'post', codes: ['director'] }], form: { formKey: 'repairForm', permissions: {} } },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="repair" name="设备维修申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交维修申请" />
    <bpmn:parallelGateway id="fork" name="会同审核" />
    <bpmn:userTask id="equipmentHead" name="设备管理部审核" />
    <bpmn:userTask id="safetyHead" name="安全环保部审核" />
    <bpmn:parallelGateway id="join" name="审核完成" />
    <bpmn:userTask id="director" name="厂长审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toFork" sourceRef="start" targetRef="fork" />
    <bpmn:sequenceFlow id="toEquipment" sourceRef="fork" targetRef="equipmentHead" />
    <bpmn:sequenceFlow id="toSafety" sourceRef="fork" targetRef="safetyHead" />
    <bpmn:sequenceFlow id="equipmentDone" sourceRef="equipmentHead" targetRef="join" />
    <bpmn:sequenceFlow id="safetyDone" sourceRef="safetyHead" targetRef="join" />
    <bpmn:sequenceFlow id="toDirector" sourceRef="join" targetRef="director" />
    <bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="repair_diagram">
    <bpmndi:BPMNPlane id="repair_plane" bpmnElement="repair">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="137" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="179" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="fork_di" bpmnElement="fork" isMarkerVisible="true">
        <dc:Bounds x="205" y="130" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="234" y="110" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="equipmentHead_di" bpmnElement="equipmentHead">
        <dc:Bounds x="345" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="safetyHead_di" bpmnElement="safetyHead">
        <dc:Bounds x="345" y="180" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="join_di" bpmnElement="join" isMarkerVisible="true">
        <dc:Bounds x="545" y="130" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="574" y="110" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="director_di" bpmnElement="director">
        <dc:Bounds x="685" y="115" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="892" y="137" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="870" y="179" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toFork_di" bpmnElement="toFork">
        <di:waypoint x="78" y="155" />
        <di:waypoint x="205" y="155" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toEquipment_di" bpmnElement="toEquipment">
        <di:waypoint x="230" y="130" />
        <di:waypoint x="230" y="90" />
        <di:waypoint x="345" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toSafety_di" bpmnElement="toSafety">
        <di:waypoint x="230" y="180" />
        <di:waypoint x="230" y="220" />
        <di:waypoint x="345" y="220" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="equipmentDone_di" bpmnElement="equipmentDone">
        <di:waypoint x="455" y="90" />
        <di:waypoint x="570" y="90" />
        <di:waypoint x="570" y="130" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="safetyDone_di" bpmnElement="safetyDone">
        <di:waypoint x="455" y="220" />
        <di:waypoint x="570" y="220" />
        <di:waypoint x="570" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDirector_di" bpmnElement="toDirector">
        <di:waypoint x="595" y="155" />
        <di:waypoint x="685" y="155" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="directorDone_di" bpmnElement="directorDone">
        <di:waypoint x="795" y="155" />
        <di:waypoint x="892" y="155" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
