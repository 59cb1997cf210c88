import type { SeedProcess } from './types.js';

/** 公文会签: three department heads sign in parallel (all must agree), then the director issues it. */
export const docSign: SeedProcess = {
  key: 'docSign',
  name: '公文会签',
  description: '发文会签：生产、设备、安全三部门负责人会签，全部同意后厂长签发',
  typeCode: 'office',
  rights: [{ type: 'role', code: 'deptHead' }, { type: 'org', orgCode: 'office' }],
  form: {
    fields: [
      { key: 'docNo', label: '文号', type: 'serialNo', identityAlias: 'docNo' },
      { key: 'title', label: '公文标题', type: 'text', required: true, maxLength: 200 },
      { key: 'content', label: '正文摘要', type: 'textarea', required: true, maxLength: 5000 },
      { key: 'attachments', label: '公文附件', type: 'attachment', maxCount: 10 },
    ],
  },
  settings: {
    subjectTemplate: '公文会签：{title}',
    nodes: {
      countersign: {
        assignees: [{ type: 'post', codes: ['productionHead', 'equipmentHead', 'safetyHead'] }],
        sign: { rule: 'all' },
        form: { formKey: 'docSignForm', permissions: {} },
      },
      director: { assignees: [{ type: 'post', codes: ['director'] }], form: { formKey: 'docSignForm', permissions: {} } },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="docSign" name="公文会签" isExecutable="true">
    <bpmn:startEvent id="start" name="提交公文" />
    <bpmn:userTask id="countersign" name="部门会签">
      <bpmn:multiInstanceLoopCharacteristics isSequential="false" />
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="signResult" name="会签结果" default="notPassed" />
    <bpmn:userTask id="director" name="厂长签发" />
    <bpmn:endEvent id="issued" name="已签发" />
    <bpmn:endEvent id="returned" name="未通过" />
    <bpmn:sequenceFlow id="toSign" sourceRef="start" targetRef="countersign" />
    <bpmn:sequenceFlow id="toResult" sourceRef="countersign" targetRef="signResult" />
    <bpmn:sequenceFlow id="passed" name="会签通过" sourceRef="signResult" targetRef="director">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">_outcome.countersign == 'pass'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="notPassed" name="会签未通过" sourceRef="signResult" targetRef="returned" />
    <bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="issued" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="docSign_diagram">
    <bpmndi:BPMNPlane id="docSign_plane" bpmnElement="docSign">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="countersign_di" bpmnElement="countersign">
        <dc:Bounds x="175" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="signResult_di" bpmnElement="signResult" isMarkerVisible="true">
        <dc:Bounds x="375" y="65" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="404" y="45" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="director_di" bpmnElement="director">
        <dc:Bounds x="515" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="issued_di" bpmnElement="issued">
        <dc:Bounds x="722" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="700" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="returned_di" bpmnElement="returned">
        <dc:Bounds x="552" y="202" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="530" y="244" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toSign_di" bpmnElement="toSign">
        <di:waypoint x="78" y="90" />
        <di:waypoint x="175" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toResult_di" bpmnElement="toResult">
        <di:waypoint x="285" y="90" />
        <di:waypoint x="375" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="passed_di" bpmnElement="passed">
        <di:waypoint x="425" y="90" />
        <di:waypoint x="515" y="90" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="440" y="70" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="notPassed_di" bpmnElement="notPassed">
        <di:waypoint x="400" y="115" />
        <di:waypoint x="400" y="220" />
        <di:waypoint x="552" y="220" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="446" y="200" width="60" height="14" />
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
