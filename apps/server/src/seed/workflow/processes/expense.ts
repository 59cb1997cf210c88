import type { SeedProcess } from './types.js';

/** 费用报销: travel costs go to the office, material costs to 设备管理部 (either, both or none), then the director. */
export const expense: SeedProcess = {
  key: 'expense',
  name: '费用报销',
  description: '费用报销：差旅费由综合办公室审核，材料费由设备管理部审核，厂长审批',
  typeCode: 'finance',
  rights: [{ type: 'everyone' }],
  form: {
    fields: [
      { key: 'expenseType', label: '费用类型', type: 'checkbox', dictKey: 'expenseType', required: true },
      { key: 'amount', label: '报销金额', type: 'money', required: true, min: 0 },
      {
        key: 'detail', label: '费用明细', type: 'subtable', minRows: 1, maxRows: 100,
        columns: [
          { key: 'date', label: '日期', type: 'date', required: true },
          { key: 'item', label: '费用项目', type: 'text', required: true, maxLength: 100 },
          { key: 'cost', label: '金额', type: 'money', required: true, min: 0 },
          { key: 'note', label: '备注', type: 'text', maxLength: 200 },
        ],
      },
      { key: 'detailTotal', label: '明细合计', type: 'computed', expression: 'sum(detail.cost)', precision: 2 },
      { key: 'attachments', label: '票据', type: 'attachment', maxCount: 20 },
    ],
  },
  settings: {
    subjectTemplate: '费用报销（{amount}元）',
    nodes: {
      office: { assignees: [{ type: 'post', codes: ['officeHead'] }], form: { formKey: 'expenseForm', permissions: {} } },
      equipment: { assignees: [{ type: 'post', codes: ['equipmentHead'] }], form: { formKey: 'expenseForm', permissions: {} } },
      director: { assignees: [{ type: 'post', codes: ['director'] }], opinionRequired: true, form: { formKey: 'expenseForm', permissions: {} } },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="expense" name="费用报销" isExecutable="true">
    <bpmn:startEvent id="start" name="提交报销" />
    <bpmn:inclusiveGateway id="typeSplit" name="费用类型" default="noReview" />
    <bpmn:userTask id="office" name="综合办公室审核差旅费" />
    <bpmn:userTask id="equipment" name="设备管理部审核材料费" />
    <bpmn:inclusiveGateway id="typeJoin" name="审核完成" />
    <bpmn:userTask id="director" name="厂长审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toSplit" sourceRef="start" targetRef="typeSplit" />
    <bpmn:sequenceFlow id="travel" name="差旅费" sourceRef="typeSplit" targetRef="office">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">'travel' in expenseType</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="material" name="材料费" sourceRef="typeSplit" targetRef="equipment">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">'material' in expenseType</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="noReview" name="其他" sourceRef="typeSplit" targetRef="typeJoin" />
    <bpmn:sequenceFlow id="officeDone" sourceRef="office" targetRef="typeJoin" />
    <bpmn:sequenceFlow id="equipmentDone" sourceRef="equipment" targetRef="typeJoin" />
    <bpmn:sequenceFlow id="toDirector" sourceRef="typeJoin" targetRef="director" />
    <bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="expense_diagram">
    <bpmndi:BPMNPlane id="expense_plane" bpmnElement="expense">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="202" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="244" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="typeSplit_di" bpmnElement="typeSplit" isMarkerVisible="true">
        <dc:Bounds x="205" y="195" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="234" y="175" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="office_di" bpmnElement="office">
        <dc:Bounds x="345" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="equipment_di" bpmnElement="equipment">
        <dc:Bounds x="345" y="180" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="typeJoin_di" bpmnElement="typeJoin" isMarkerVisible="true">
        <dc:Bounds x="545" y="195" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="574" y="175" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="director_di" bpmnElement="director">
        <dc:Bounds x="685" y="180" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="892" y="202" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="870" y="244" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toSplit_di" bpmnElement="toSplit">
        <di:waypoint x="78" y="220" />
        <di:waypoint x="205" y="220" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="travel_di" bpmnElement="travel">
        <di:waypoint x="230" y="195" />
        <di:waypoint x="230" y="90" />
        <di:waypoint x="345" y="90" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="257.5" y="70" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="material_di" bpmnElement="material">
        <di:waypoint x="255" y="220" />
        <di:waypoint x="345" y="220" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="270" y="200" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="noReview_di" bpmnElement="noReview">
        <di:waypoint x="230" y="245" />
        <di:waypoint x="230" y="350" />
        <di:waypoint x="570" y="350" />
        <di:waypoint x="570" y="245" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="370" y="330" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="officeDone_di" bpmnElement="officeDone">
        <di:waypoint x="455" y="90" />
        <di:waypoint x="570" y="90" />
        <di:waypoint x="570" y="195" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="equipmentDone_di" bpmnElement="equipmentDone">
        <di:waypoint x="455" y="220" />
        <di:waypoint x="545" y="220" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDirector_di" bpmnElement="toDirector">
        <di:waypoint x="595" y="220" />
        <di:waypoint x="685" y="220" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="directorDone_di" bpmnElement="directorDone">
        <di:waypoint x="795" y="220" />
        <di:waypoint x="892" y="220" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
